import { serviceLink } from '../../components/ui/site-links.ts';
import { areaServices } from './service-catalog.ts';

export const salesServices = areaServices('sales', [
  {
    slug: 'hubspot-implementation',
    description:
      'HubSpot can run your whole revenue engine, or become an expensive address book. We design the data model, pipelines and properties around how you sell, migrate and clean your data, build the automation and reporting, and train your team so adoption sticks. Already on HubSpot? We audit and rebuild what is in the way.',
    benefits: [
      'Pipelines, stages and properties that match how you really sell',
      'Clean, deduplicated data migrated from spreadsheets or another CRM',
      'Automated lead routing, task creation and follow-up sequences',
      'Dashboards for pipeline, forecast and activity that leadership trusts',
    ],
    process: [
      { title: 'Blueprint', description: 'We document your sales motion and design the HubSpot data model around it.' },
      { title: 'Build', description: 'We configure pipelines, properties, automation, integrations and permissions.' },
      { title: 'Migrate', description: 'We clean, deduplicate and import your data, then validate it with your team.' },
      { title: 'Adopt', description: 'We train every role and review usage for 30 days to make it stick.' },
    ],
    related: [
      { title: 'Sales Automation', link: serviceLink('sales', 'automation') },
      { title: 'RevOps Implementation', link: serviceLink('business-operations', 'revops-implementation') },
      { title: 'AI Workflow Integration', link: serviceLink('ai', 'workflow-integration') },
    ],
  },
  {
    slug: 'process-optimization',
    description:
      'Founder-led sales works until the founder becomes the bottleneck. We turn what your best sellers do into a documented process: qualification criteria, stage exit rules, discovery questions, mutual action plans and deal reviews. New reps ramp faster and deals stop stalling in the middle of the pipeline.',
    benefits: [
      'Clear qualification and stage exit criteria that make the forecast honest',
      'Shorter sales cycles with mutual action plans on every large deal',
      'Faster ramp for new reps with a playbook and call guides',
      'Higher win rates from better discovery and earlier champion building',
    ],
    process: [
      { title: 'Review', description: 'We analyse won and lost deals and shadow calls to see what really works.' },
      { title: 'Codify', description: 'We write the stages, criteria, questions and templates into a sales playbook.' },
      { title: 'Enable', description: 'We train the team and build the process into your CRM.' },
      { title: 'Coach', description: 'We run deal reviews with your team until the new habits hold.' },
    ],
    related: [
      { title: 'HubSpot Implementation', link: serviceLink('sales', 'hubspot-implementation') },
      { title: 'Sales Automation', link: serviceLink('sales', 'automation') },
      { title: 'Brand Positioning & Messaging', link: serviceLink('marketing', 'brand-positioning-messaging') },
    ],
  },
  {
    slug: 'automation',
    description:
      'Reps spend a third of their week on admin: logging calls, updating stages, chasing follow-ups and researching accounts. We automate the repetitive parts with CRM workflows, sequences and AI assistants, so every lead gets a fast reply, every deal has a next step, and your team spends its time selling.',
    benefits: [
      'Replies to inbound leads within minutes, not hours, with automated routing and alerts',
      'Follow-up sequences that run on time without manual reminders',
      'Automatic activity logging and deal updates that keep the CRM current',
      '5–8 hours a week back for every rep',
    ],
    process: [
      { title: 'Track', description: 'We measure where reps spend their time and where leads wait.' },
      { title: 'Prioritise', description: 'We pick the automations with the most time saved and revenue impact.' },
      { title: 'Build', description: 'We build workflows, sequences and AI assists inside your CRM.' },
      { title: 'Tune', description: 'We monitor response times and conversion and adjust for 30 days.' },
    ],
    related: [
      { title: 'HubSpot Implementation', link: serviceLink('sales', 'hubspot-implementation') },
      { title: 'Custom AI Agent Development', link: serviceLink('ai', 'agent-development') },
      { title: 'Process Optimization', link: serviceLink('business-operations', 'process-optimization') },
    ],
  },
]);
