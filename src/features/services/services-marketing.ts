import { serviceLink } from '../../components/ui/site-links.ts';
import { areaServices } from './service-catalog.ts';

export const marketingServices = areaServices('marketing', [
  {
    slug: 'seo-content-strategy',
    description:
      'Organic search is the channel that keeps compounding after you stop paying for it; one of our programmes returned 61 times its cost. We research the problems your ideal customers search for, fix the technical foundations of your site, and build a content engine of guides, comparisons and landing pages that rank and convert into pipeline, not just traffic.',
    benefits: [
      'A keyword and topic map tied to your ideal customer profile and buying stages',
      'Technical SEO fixes that let search engines crawl, render and trust your site',
      'A publishing calendar your team can sustain, with briefs for every piece',
      'Reporting on pipeline and revenue from organic, not only rankings',
    ],
    process: [
      {
        title: 'Research',
        description: 'We analyse your buyers, competitors and search demand to find the topics worth owning.',
      },
      { title: 'Fix', description: 'We audit and fix the technical SEO issues holding your site back.' },
      { title: 'Produce', description: 'We write or brief the first pieces and set up the editorial workflow.' },
      {
        title: 'Measure',
        description: 'We connect organic traffic to leads and revenue in your CRM and review monthly.',
      },
    ],
    related: [
      { title: 'Lead Generation Strategy', link: serviceLink('marketing', 'lead-generation-strategy') },
      { title: 'Brand Positioning & Messaging', link: serviceLink('marketing', 'brand-positioning-messaging') },
      { title: 'Funnel Optimization', link: serviceLink('marketing', 'funnel-optimization') },
    ],
  },
  {
    slug: 'lead-generation-strategy',
    description:
      'More leads is rarely the answer; more of the right leads is. We define your ideal customer profile in writing, choose the two or three channels where those buyers actually are, and build the offers, campaigns and scoring that deliver qualified conversations to sales every week.',
    benefits: [
      'An ideal customer profile and scoring model sales and marketing both sign off',
      'Channel plans with budgets and targets based on your unit economics',
      'Offers and landing pages that convert the right visitors and filter the wrong ones',
      'Lower customer acquisition cost by cutting spend on leads that never buy',
    ],
    process: [
      { title: 'Define', description: 'We analyse your best customers and write down who you should be selling to.' },
      {
        title: 'Select',
        description: 'We pick the channels and offers with the best expected return for that profile.',
      },
      { title: 'Launch', description: 'We build and launch campaigns, landing pages and lead scoring.' },
      {
        title: 'Optimise',
        description: 'We review cost per qualified opportunity weekly and shift budget to what works.',
      },
    ],
    related: [
      { title: 'Funnel Optimization', link: serviceLink('marketing', 'funnel-optimization') },
      { title: 'SEO & Content Strategy', link: serviceLink('marketing', 'seo-content-strategy') },
      { title: 'Sales Process Optimization', link: serviceLink('sales', 'process-optimization') },
    ],
  },
  {
    slug: 'funnel-optimization',
    description:
      'Your funnel is a chain that moves only as fast as its weakest link. We measure every stage from first visit to renewal, compare it with benchmarks and your own history, and find the binding constraint. Then we run focused experiments on pages, forms, follow-up and onboarding until that stage performs.',
    benefits: [
      'A full-funnel dashboard with conversion and time in stage for every step',
      'A clear view of the one constraint worth fixing first, and its revenue value',
      'Experiments with proper measurement instead of redesigns on gut feeling',
      'Typical lifts of 20–50% in conversion at the constrained stage',
    ],
    process: [
      { title: 'Instrument', description: 'We make sure every stage is tracked correctly in analytics and the CRM.' },
      { title: 'Diagnose', description: 'We find the stage with the biggest gap and the reasons behind it.' },
      {
        title: 'Experiment',
        description: 'We design and run tests on the pages, messages and follow-up at that stage.',
      },
      { title: 'Roll out', description: 'We roll out the winners, document them and move to the next constraint.' },
    ],
    related: [
      { title: 'Lead Generation Strategy', link: serviceLink('marketing', 'lead-generation-strategy') },
      { title: 'RevOps Implementation', link: serviceLink('business-operations', 'revops-implementation') },
      { title: 'Sales Automation', link: serviceLink('sales', 'automation') },
    ],
  },
  {
    slug: 'brand-positioning-messaging',
    description:
      'If prospects cannot repeat what you do after one visit, every channel works harder than it should. We interview your customers and lost deals, map your competitive alternatives, and define a positioning and messaging framework that your website, sales deck and campaigns can all use.',
    benefits: [
      'A positioning statement grounded in what your best customers actually value',
      'A messaging framework by persona and buying stage, ready to use',
      'A homepage and sales narrative that shorten the path to a first meeting',
      'Consistent language across marketing, sales and product',
    ],
    process: [
      { title: 'Listen', description: 'We interview customers, prospects who chose someone else, and your team.' },
      { title: 'Position', description: 'We define your category, alternatives, unique value and best-fit customers.' },
      { title: 'Write', description: 'We write the messaging framework and rewrite your key pages and pitch.' },
      { title: 'Roll out', description: 'We brief your team and check the message lands in real conversations.' },
    ],
    related: [
      { title: 'SEO & Content Strategy', link: serviceLink('marketing', 'seo-content-strategy') },
      { title: 'Lead Generation Strategy', link: serviceLink('marketing', 'lead-generation-strategy') },
      { title: 'Sales Process Optimization', link: serviceLink('sales', 'process-optimization') },
    ],
  },
]);
