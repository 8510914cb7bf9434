// The brand facts that both the site and the server need (the server uses them as defaults
// for the lead mailbox, the mail sender and a resource's author).
export const brand = {
  name: 'Growthwise',
  email: 'hello@growthwise.example',
  senderEmail: 'website@growthwise.example',
  defaultTeamName: 'Growthwise Team',
} as const;

/** The blog's RSS feed: served by the server, named in every page's head so feed readers find it. */
export const blogFeed = { path: '/blog/rss.xml', title: `${brand.name} Blog` } as const;
