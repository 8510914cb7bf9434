import { linkOptions } from '@tanstack/react-router';
import { categoryLink, resourceLink } from '../../components/ui/site-links.ts';
import type { EngagementCard, ProblemCard, Testimonial, WhyUsPoint } from '../marketing-types.ts';

export const hero = {
  eyebrow: 'Growth consulting for B2B SaaS and e-commerce founders',
  headline: 'Get the growth you deserve',
  lead: 'Proven growth frameworks, custom AI agents and a CRM that finally works. We find where your revenue leaks, fix the constraint that matters and build the system that keeps you growing.',
  cta: "Let's Talk Growth",
};

export const problemCards: ProblemCard[] = [
  {
    number: '01',
    title: 'Your Growth Has Stalled',
    description:
      'Pipeline is flat, CAC keeps climbing and nobody can say which channel actually drives revenue. You need a system, not another campaign.',
    cta: 'SHOW ME THE PLAYBOOK',
    link: resourceLink('growth-playbook'),
    variant: 'green',
  },
  {
    number: '02',
    title: 'Your Tech Stack Is a Mess',
    description:
      'Twelve tools, three versions of the truth and reps copying data between tabs. Every handoff leaks leads, time and trust in your numbers.',
    cta: 'UNTANGLE MY STACK',
    link: categoryLink('business-operations'),
    variant: 'orange',
  },
  {
    number: '03',
    title: "Generic AI Won't Pay Your Bills",
    description:
      'A chatbot demo is not a strategy. Custom AI agents that run real work inside your CRM and help desk are where the hours and the margin come back.',
    cta: 'SHOW ME HOW',
    link: categoryLink('ai'),
    variant: 'blue',
  },
];

export const engagementCards: EngagementCard[] = [
  {
    title: 'Audit',
    description:
      'A two-week deep dive into your funnel, CRM and tech stack. You get a prioritised list of revenue leaks and a 90-day plan to fix them.',
    price: 'from $3,000',
    cta: 'GET AUDIT',
    link: linkOptions({ to: '/contact' }),
  },
  {
    title: 'Strategy',
    description:
      'Senior advisory by the hour or as a kickstart sprint: we sit with your team, make the hard calls with you and unblock execution.',
    price: 'from $200/h',
    cta: 'START ADVISORY',
    link: linkOptions({ to: '/contact' }),
  },
  {
    title: 'As-a-Service',
    description:
      'Your fractional RevOps, marketing-ops or AI team. We build, run and improve the system month after month against agreed targets.',
    price: 'Custom Price',
    cta: 'EXPLORE',
    link: linkOptions({ to: '/contact' }),
  },
];

export const whyUsPoints: WhyUsPoint[] = [
  {
    icon: 'book',
    title: 'Proven Growth Playbooks',
    description:
      'Frameworks refined across 50+ B2B SaaS and e-commerce companies, so you start from what works instead of a blank page.',
  },
  {
    icon: 'users',
    title: 'Real-World Practitioners',
    description:
      'We have built and run revenue teams ourselves, including $15M in ARR at a previous company. Advice comes with scars, not slides.',
  },
  {
    icon: 'bot',
    title: 'Custom AI Agents',
    description:
      'Agents designed around your processes and data, integrated into the tools your team already uses and measured in hours saved.',
  },
  {
    icon: 'layers',
    title: 'HubSpot Mastery',
    description:
      'Deep, hands-on expertise in the HubSpot CRM platform: clean data models, automation that scales and reporting leadership trusts.',
  },
];

export const whyUsImages = [
  {
    src: '/images/home/growth-system.svg',
    alt: 'A funnel feeding a rising revenue chart',
    width: 640,
    height: 480,
  },
  {
    src: '/images/home/ai-agents.svg',
    alt: 'An AI agent connecting CRM, help desk and analytics tools',
    width: 640,
    height: 480,
  },
];

export const testimonials: Testimonial[] = [
  {
    text: 'In eight weeks Growthwise rebuilt our lead routing and scoring. Our demo-to-close rate went from 14% to 23%, and for the first time sales and marketing agree on the numbers.',
    author: { name: 'Elena Markovic', role: 'CEO', company: 'Ledgerly' },
  },
  {
    text: 'The audit paid for itself in the first month. They found two leaks in our checkout and retention flows that we had stared at for a year without seeing.',
    author: { name: 'James Whitfield', role: 'Founder', company: 'Northbound Outfitters' },
  },
  {
    text: 'Our support agent now drafts 70% of replies from our help centre and order data. The team handles the hard tickets, and response times dropped from six hours to forty minutes.',
    author: { name: 'Sofia Brandt', role: 'COO', company: 'Parcelwise' },
  },
];

export const closingCta = {
  title: 'Ready to find the growth you are leaving on the table?',
  text: 'Book a free 30-minute consultation. We will look at your funnel together and tell you honestly where we would start.',
  cta: 'BOOK FREE CONSULTATION CALL',
};
