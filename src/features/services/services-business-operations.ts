import { serviceLink } from '../../components/ui/site-links.ts';
import { areaServices } from './service-catalog.ts';

export const businessOperationsServices = areaServices('business-operations', [
  {
    slug: 'process-optimization',
    description:
      'Most scaling companies run on processes that were never designed: they grew one exception at a time. We map how quotes, onboarding, invoicing and renewals really move through your business, remove the steps that add no value, and automate the rest in the tools you already pay for. The result is faster cycle times, fewer errors and a team that spends its day on work that needs a human.',
    benefits: [
      'Save 20+ hours a week by removing manual handoffs and duplicate data entry',
      'Cut error rates by up to 80% with validated inputs and automated checks',
      'Shorten quote-to-cash and onboarding cycles with clear owners and SLAs',
      'Document every core process so new hires are productive in days, not weeks',
    ],
    process: [
      {
        title: 'Map',
        description:
          'We interview the people doing the work and map each process end to end, with volumes and wait times.',
      },
      {
        title: 'Measure',
        description: 'We put numbers on the cost of every step: hours, errors, delays and lost revenue.',
      },
      { title: 'Redesign', description: 'We remove waste, assign owners and agree the target process with your team.' },
      {
        title: 'Automate',
        description: 'We build the automations, train the team and track the metrics for 30 days after launch.',
      },
    ],
    related: [
      { title: 'RevOps Implementation', link: serviceLink('business-operations', 'revops-implementation') },
      { title: 'Sales Automation', link: serviceLink('sales', 'automation') },
      { title: 'AI Workflow Integration', link: serviceLink('ai', 'workflow-integration') },
    ],
  },
  {
    slug: 'infrastructure-compliance',
    description:
      'Enterprise buyers send security questionnaires, regulators expect documented controls, and every new tool is another place where customer data can leak. We audit your systems and access, close the gaps, and put lightweight controls in place that satisfy SOC 2, GDPR and customer reviews without slowing your team down.',
    benefits: [
      'Answer security questionnaires in hours instead of weeks and close enterprise deals faster',
      'Know where customer data lives, who can reach it and how it is protected',
      'Reduce tool sprawl and licence waste by 15–30% while tightening access',
      'Be ready for a SOC 2 or GDPR audit with documented, repeatable controls',
    ],
    process: [
      {
        title: 'Inventory',
        description: 'We list every system, integration and data flow, with owners and the data each one holds.',
      },
      {
        title: 'Assess',
        description: 'We compare your controls with the framework you need and rank the gaps by risk.',
      },
      { title: 'Remediate', description: 'We fix access, retention, logging and vendor gaps together with your team.' },
      {
        title: 'Operate',
        description: 'We hand over policies, a review calendar and answer libraries for future questionnaires.',
      },
    ],
    related: [
      { title: 'Process Optimization', link: serviceLink('business-operations', 'process-optimization') },
      { title: 'RevOps Implementation', link: serviceLink('business-operations', 'revops-implementation') },
      { title: 'AI Strategy & Roadmap', link: serviceLink('ai', 'strategy-roadmap') },
    ],
  },
  {
    slug: 'revops-implementation',
    description:
      'When marketing, sales and success each run their own tools and definitions, leads fall through the cracks and nobody trusts the forecast. We design one revenue operations model: shared lifecycle stages, one system of record, clean handoffs and a single dashboard, and we implement it in your CRM so it runs every day.',
    benefits: [
      'One definition of a lead, an opportunity and a customer that every team uses',
      'Forecasts within 10% of actuals, built on clean pipeline data',
      'Automatic handoffs from marketing to sales to success, with no lead left behind',
      'A weekly revenue review driven by one trusted dashboard',
    ],
    process: [
      {
        title: 'Align',
        description: 'We agree lifecycle stages, definitions and targets with the heads of each team.',
      },
      {
        title: 'Architect',
        description: 'We design the data model, the routing rules and the integrations between systems.',
      },
      { title: 'Implement', description: 'We configure the CRM, migrate and clean data, and build the dashboards.' },
      { title: 'Embed', description: 'We run the first revenue reviews with you and tune the system for 60 days.' },
    ],
    related: [
      { title: 'HubSpot Implementation', link: serviceLink('sales', 'hubspot-implementation') },
      { title: 'Funnel Optimization', link: serviceLink('marketing', 'funnel-optimization') },
      { title: 'Sales Process Optimization', link: serviceLink('sales', 'process-optimization') },
    ],
  },
]);
