import type { ApproachCard, ProofPoint, TeamMember } from '../marketing-types.ts';

export const story = [
  'Growthwise started in 2019 after our founders spent a decade building revenue teams inside SaaS companies. At our last company we helped take annual recurring revenue from zero to $15M, and we learned the hard way that growth rarely stalls for lack of effort. It stalls because the system underneath was built for the first hundred customers.',
  'We kept meeting founders with the same problem: a busy team, a crowded tech stack and a pipeline that had stopped growing. Agencies sold them more activity; consultants sold them slide decks. Nobody rolled up their sleeves and fixed the machine.',
  'So we built the firm we wished we could have hired: operators who audit the whole revenue system, fix the one constraint that matters most, and turn every fix into a process that runs without heroes. Since then we have worked with more than 50 B2B SaaS and e-commerce companies across ten industries.',
  'Today that work includes custom AI agents, because the best automation is finally good enough to take real work off your team. The principle has not changed: measure first, fix what matters, and leave you with a system you own.',
];

export const approachCards: ApproachCard[] = [
  {
    icon: 'compass',
    title: 'Diagnose Before We Prescribe',
    description:
      'Every engagement starts with your data: funnel conversion, CRM hygiene and time-to-value. Opinions come after the numbers.',
  },
  {
    icon: 'target',
    title: 'Fix the Binding Constraint',
    description:
      'We focus on the one bottleneck that unlocks the most revenue in the next two quarters, instead of opening ten initiatives at once.',
  },
  {
    icon: 'cog',
    title: 'Systems Over Heroes',
    description:
      'Each fix becomes a documented, automated process with an owner and a metric, so results survive holidays, hires and churn.',
  },
  {
    icon: 'handshake',
    title: 'Transfer, Not Dependency',
    description:
      'We train your team as we build. When we step back, you keep the playbooks, the dashboards and the know-how.',
  },
];

export const team: TeamMember[] = [
  {
    initials: 'ML',
    name: 'Maya Lindqvist',
    title: 'Founder & Growth Strategist',
    bio: 'Former VP Growth who helped scale a B2B SaaS company from zero to $15M ARR. Maya leads audits and growth strategy, and still reads every funnel report herself.',
    linkedin: 'https://www.linkedin.com/in/maya-lindqvist-growth',
    twitter: 'https://x.com/mayalindqvist',
  },
  {
    initials: 'DO',
    name: 'Daniel Okafor',
    title: 'Head of Revenue Operations',
    bio: 'Certified HubSpot architect with a decade in RevOps. Daniel untangles tech stacks, designs CRM data models and automates the handoffs between teams.',
    linkedin: 'https://www.linkedin.com/in/daniel-okafor-revops',
    twitter: 'https://x.com/danielokafor',
  },
  {
    initials: 'PR',
    name: 'Priya Raman',
    title: 'AI Solutions Lead',
    bio: 'Engineer turned operator who has shipped AI agents for sales, support and finance teams. Priya makes sure every agent has a process, an owner and a measurable result.',
    linkedin: 'https://www.linkedin.com/in/priya-raman-ai',
    twitter: 'https://x.com/priyaraman_ai',
  },
];

export const proofPoints: ProofPoint[] = [
  { number: '$15M', label: 'in ARR built at a previous company' },
  { number: '61x', label: 'return on ad spend on organic search' },
  { number: '10+', label: 'industries served' },
  { number: '100s', label: 'of processes automated' },
];
