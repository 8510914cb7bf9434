import { linkOptions } from '@tanstack/react-router';
import type { PostSummary } from '../../model/content.ts';
import type { Listing } from '../../model/listing.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ListingPager } from '../content/listing-pages.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { FeaturedPost, PostCard } from './post-card.tsx';
import '../../styles/content.css';

/** The blog's heading, or a tag's on its listing (the tag as the CMS spells it). */
export function BlogHero({ tag }: { tag?: string }) {
  return (
    <header className="page-hero page-hero--compact">
      <p className="eyebrow">{tag ? 'Articles tagged' : 'Insights'}</p>
      <h1>{tag ?? 'Growthwise Blog'}</h1>
      <p className="page-hero__lead">
        {tag
          ? `Every article on ${tag} from the Growthwise blog, newest first.`
          : 'Field notes on growth systems, revenue operations, CRM and AI agents for B2B SaaS and e-commerce founders.'}
      </p>
    </header>
  );
}

/** A page of the blog or of a tag's posts: page 1 shows the newest large, every page its cards and the pager. */
export function BlogList({ listing }: { listing: Listing<PostSummary> }) {
  const { tag } = listing;
  const pageLink = (page: number) =>
    linkOptions({ to: '/blog', search: { ...(tag ? { tag } : {}), ...(page > 1 ? { page } : {}) } });
  const [first, ...others] = listing.items;
  const latest = listing.page === 1 ? first : undefined;
  const rest = listing.page === 1 ? others : listing.items;
  if (!first) {
    return (
      <div className="empty-state">
        <h2>No blog posts yet</h2>
        <p>We are writing our first articles. Please check back soon.</p>
      </div>
    );
  }
  return (
    <>
      {latest && (
        <section aria-labelledby="latest-insights" className="blog-section">
          <h2 id="latest-insights">Latest Insights</h2>
          <FeaturedPost post={latest} />
        </section>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="latest-articles" className="blog-section">
          <h2 id="latest-articles">{latest ? 'Latest Articles' : 'More Articles'}</h2>
          <CardGrid
            kind="posts"
            cards={rest.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          />
        </section>
      )}
      <ListingPager listing={listing} pageLink={pageLink} label="Blog pages" />
    </>
  );
}

export function BlogListError({ message }: { message: string }) {
  return (
    <div className="error-state" role="alert">
      <h2>Something went wrong</h2>
      <p>{message}</p>
    </div>
  );
}

export function BlogListPending() {
  return <Spinner label="Loading blog posts" />;
}
