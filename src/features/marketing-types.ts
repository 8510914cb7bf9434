// The static entities of the marketing pages, as typed data (docs/product.md, "Screens").
import type { IconName } from '../components/ui/icon.tsx';
import type { SiteLink } from '../components/ui/site-links.ts';

export type ColourVariant = 'green' | 'orange' | 'blue';

export type Testimonial = { text: string; author: { name: string; role: string; company: string } };

export type ProblemCard = {
  number: string;
  title: string;
  description: string;
  cta: string;
  link: SiteLink;
  variant: ColourVariant;
};

export type EngagementCard = { title: string; description: string; price: string; cta: string; link: SiteLink };

export type WhyUsPoint = { icon: IconName; title: string; description: string };

export type TeamMember = {
  initials: string;
  name: string;
  title: string;
  bio: string;
  linkedin: string;
  twitter: string;
  /** A path under public/; without one the initials stand in. */
  photo?: string;
};

export type ApproachCard = { icon: IconName; title: string; description: string };

export type ProofPoint = { number: string; label: string };

export type ProcessStep = { title: string; description: string };

/** A service's long copy; its slug, title and subtitle live in the service index. */
export type ServiceCopy = {
  slug: string;
  description: string;
  benefits: string[];
  process: ProcessStep[];
  related: { title: string; link: SiteLink }[];
};

export type Service = ServiceCopy & { title: string; subtitle: string };

export type ValueProp = { title: string; description: string; icon: IconName };

/** An overview page's own copy; its title, subtitle and the services' titles live in the service index. */
export type CategoryOverviewCopy = {
  icon: IconName;
  description: string;
  valueProps: ValueProp[];
  services: { slug: string; description: string }[];
};

export type CategoryOverview = Omit<CategoryOverviewCopy, 'services'> & {
  title: string;
  subtitle: string;
  services: { title: string; description: string; link: SiteLink }[];
};

export type EngagementModel = { model: string; description: string; price: string; cta: string };
