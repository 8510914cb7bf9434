export type NavItem = { href: string; label: string };

export const primaryNav: readonly NavItem[] = [
  { href: '/services', label: 'Services' },
  { href: '/about', label: 'About' },
  { href: '/resources', label: 'Resources' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

export const footerColumns: readonly { heading: string; links: readonly NavItem[] }[] = [
  {
    heading: 'Services',
    links: [
      { href: '/services/business-operations', label: 'Business Operations' },
      { href: '/services/marketing', label: 'Marketing' },
      { href: '/services/sales', label: 'Sales' },
      { href: '/services/ai', label: 'AI Solutions' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/contact', label: 'Contact' },
      { href: '/blog', label: 'Blog' },
      { href: '/careers', label: 'Careers' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { href: '/resources', label: 'Case Studies' },
      { href: '/resources/insights', label: 'Insights' },
      { href: '/resources/faq', label: 'FAQ' },
      { href: '/resources/newsletter', label: 'Newsletter' },
    ],
  },
];

/** Active when the path is the item's path or lies below it ('/blog' for '/blog/x', not for '/blogroll'). */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
