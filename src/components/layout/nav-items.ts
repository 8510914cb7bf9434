import { linkOptions } from '@tanstack/react-router';
import { categoryLink } from '../ui/site-links.ts';
import type { SiteLink } from '../ui/site-links.ts';

export type NavItem = { label: string; link: SiteLink };

export const primaryNav: readonly NavItem[] = [
  { label: 'Services', link: linkOptions({ to: '/services' }) },
  { label: 'About', link: linkOptions({ to: '/about' }) },
  { label: 'Resources', link: linkOptions({ to: '/resources' }) },
  { label: 'Blog', link: linkOptions({ to: '/blog' }) },
  { label: 'Contact', link: linkOptions({ to: '/contact' }) },
];

export const footerColumns: readonly { heading: string; links: readonly NavItem[] }[] = [
  {
    heading: 'Services',
    links: [
      { label: 'Business Operations', link: categoryLink('business-operations') },
      { label: 'Marketing', link: categoryLink('marketing') },
      { label: 'Sales', link: categoryLink('sales') },
      { label: 'AI Solutions', link: categoryLink('ai') },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', link: linkOptions({ to: '/about' }) },
      { label: 'Contact', link: linkOptions({ to: '/contact' }) },
      { label: 'Blog', link: linkOptions({ to: '/blog' }) },
      { label: 'Careers', link: linkOptions({ to: '/careers' }) },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Case Studies', link: linkOptions({ to: '/resources' }) },
      { label: 'Insights', link: linkOptions({ to: '/resources/insights' }) },
      { label: 'FAQ', link: linkOptions({ to: '/resources/faq' }) },
      { label: 'Newsletter', link: linkOptions({ to: '/resources/newsletter' }) },
    ],
  },
];
