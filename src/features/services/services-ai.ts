import { serviceLink } from '../../components/ui/site-links.ts';
import { areaServices } from './service-catalog.ts';

export const aiServices = areaServices('ai', [
  {
    slug: 'strategy-roadmap',
    description:
      'Every founder is told to “do AI”; few are told where to start. We review your processes, data and team, score the candidate use cases on volume, cost, data access and risk, and deliver a 90-day roadmap with a business case for each step. You leave knowing what to build, what to buy and what to ignore.',
    benefits: [
      'A ranked list of AI use cases with expected hours saved and revenue impact',
      'A clear build-versus-buy recommendation for each use case',
      'A data-readiness review, so pilots do not stall on missing or messy data',
      'A 90-day roadmap your team can execute with or without us',
    ],
    process: [
      {
        title: 'Discover',
        description: 'We interview team leads and review where time and money go in sales, support and operations.',
      },
      { title: 'Score', description: 'We score each use case on volume, cost, data access and risk.' },
      { title: 'Validate', description: 'We test the top candidates against your real data and tools.' },
      {
        title: 'Plan',
        description: 'We deliver the roadmap, the business cases and the pilot design for the first agent.',
      },
    ],
    related: [
      { title: 'Custom AI Agent Development', link: serviceLink('ai', 'agent-development') },
      { title: 'AI Workflow Integration', link: serviceLink('ai', 'workflow-integration') },
      { title: 'Process Optimization', link: serviceLink('business-operations', 'process-optimization') },
    ],
  },
  {
    slug: 'agent-development',
    description:
      'We design and build AI agents that do one job well: researching leads before a call, drafting support replies from your help centre and order data, keeping your pipeline clean or summarising calls into the CRM. Each agent has a defined trigger, inputs, permitted actions and a success metric, and runs with a human in the loop until the numbers say it can run alone.',
    benefits: [
      'Agents that save measurable hours every week, tracked from day one',
      'Human approval on every customer-facing action until accuracy is proven',
      'Full logs of what each agent read and did, for review and audit',
      'Cost limits and alerts on model usage, so there are no surprise bills',
    ],
    process: [
      {
        title: 'Design',
        description:
          'We write a one-page design: trigger, inputs, actions, output and the metric that decides success.',
      },
      { title: 'Prototype', description: 'We build a working agent on your real data within two weeks.' },
      {
        title: 'Pilot',
        description: 'We run it with a small team for four weeks and measure accuracy and time saved.',
      },
      { title: 'Scale', description: 'We harden it for production, hand over ownership and train the team.' },
    ],
    related: [
      { title: 'AI Strategy & Roadmap', link: serviceLink('ai', 'strategy-roadmap') },
      { title: 'AI Workflow Integration', link: serviceLink('ai', 'workflow-integration') },
      { title: 'Sales Automation', link: serviceLink('sales', 'automation') },
    ],
  },
  {
    slug: 'workflow-integration',
    description:
      'An AI tool that lives in a separate tab is a tool your team forgets. We integrate AI into the workflows you already run: enrichment on new leads, triage on new tickets, summaries on closed calls, alerts on at-risk accounts. The output lands in your CRM, help desk or chat, with the right permissions and a clear owner.',
    benefits: [
      'AI results inside the tools your team already uses, not in another tab',
      'Secure integrations with least-privilege access to your systems',
      'Faster response times across sales and support without extra headcount',
      'Monitoring that flags drops in quality before customers notice',
    ],
    process: [
      { title: 'Audit', description: 'We map the workflow, the systems it touches and the data each step needs.' },
      { title: 'Connect', description: 'We build the integrations with proper authentication and scoped permissions.' },
      { title: 'Embed', description: 'We place the AI step in the workflow with review points where they matter.' },
      { title: 'Monitor', description: 'We set up quality and cost monitoring and a monthly improvement review.' },
    ],
    related: [
      { title: 'Custom AI Agent Development', link: serviceLink('ai', 'agent-development') },
      { title: 'RevOps Implementation', link: serviceLink('business-operations', 'revops-implementation') },
      { title: 'HubSpot Implementation', link: serviceLink('sales', 'hubspot-implementation') },
    ],
  },
]);
