// The static entities of the marketing pages, as typed data (docs/product.md, "Screens").
import type { IconName } from '../components/ui/icon.tsx';

export type ColourVariant = 'green' | 'orange' | 'blue';

export type Testimonial = { text: string; author: { name: string; role: string; company: string } };

export type ProblemCard = {
  number: string;
  title: string;
  description: string;
  cta: string;
  link: string;
  variant: ColourVariant;
};

export type EngagementCard = { title: string; description: string; price: string; cta: string; link: string };

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

export type Service = {
  slug: string;
  title: string;
  category: string;
  subtitle: string;
  description: string;
  benefits: string[];
  process: ProcessStep[];
  related: { title: string; link: string }[];
};

export type ValueProp = { title: string; description: string; icon: IconName };

export type CategoryOverview = {
  title: string;
  subtitle: string;
  icon: IconName;
  description: string;
  valueProps: ValueProp[];
  services: { title: string; description: string; link: string }[];
};

export type EngagementModel = { model: string; description: string; price: string; cta: string };
