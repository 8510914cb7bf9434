import { brand } from '../model/brand.ts';

// The one home of the site's brand: name, mailbox, phones and outside links.
export const siteConfig = {
  name: brand.name,
  tagline: 'Growth consulting for B2B SaaS and e-commerce founders',
  description:
    'Growthwise helps B2B SaaS and e-commerce founders fix stalled growth with proven playbooks, custom AI agents, CRM work and funnel automation.',
  email: brand.email,
  phones: [
    { label: 'US', display: '+1 (646) 555-0142', tel: '+16465550142' },
    { label: 'EU', display: '+44 20 7946 0958', tel: '+442079460958' },
  ],
  bookingUrl: 'https://cal.com/growthwise/strategy-call',
  linkedinCompanyUrl: 'https://www.linkedin.com/company/growthwise',
  aboutBlurb:
    'Growthwise is a team of operators who have built, scaled and automated revenue engines. We help B2B SaaS and e-commerce founders find the leaks, fix the stack and grow on purpose.',
} as const;
