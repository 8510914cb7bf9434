/** Every route of docs/product.md's route table with a real example path and its main heading. */
export const ROUTES = [
  { path: '/', heading: 'Get the growth you deserve' },
  { path: '/services', heading: 'Cut Revenue Leaks with Growth Consulting' },
  { path: '/services/business-operations', heading: 'Business Operations' },
  { path: '/services/ai', heading: 'AI Solutions' },
  { path: '/services/sales/automation', heading: 'Sales Automation' },
  { path: '/resources', heading: 'Growth Resources' },
  { path: '/resources/growth-playbook', heading: 'The B2B SaaS Growth Playbook' },
  { path: '/blog', heading: 'Growthwise Blog' },
  { path: '/blog/thank-you', heading: 'Your Content Has Been Published!' },
  { path: '/blog/speed-to-lead', heading: 'Speed to Lead Is the Cheapest Growth Lever You Are Ignoring' },
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'Stop Guessing - Get Growth Answers Now' },
] as const;
