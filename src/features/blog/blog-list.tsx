import type { PostSummary } from '../../model/content.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { FeaturedPost, PostCard } from './post-card.tsx';
import '../../styles/content.css';

export function BlogHero() {
  return (
    <header className="page-hero page-hero--compact">
      <p className="eyebrow">Insights</p>
      <h1>Growthwise Blog</h1>
      <p className="page-hero__lead">
        Field notes on growth systems, revenue operations, CRM and AI agents for B2B SaaS and e-commerce founders.
      </p>
    </header>
  );
}

export function BlogList({ posts }: { posts: PostSummary[] }) {
  const [latest, ...rest] = posts;
  if (!latest) {
    return (
      <div className="empty-state">
        <h2>No blog posts yet</h2>
        <p>We are writing our first articles. Please check back soon.</p>
      </div>
    );
  }
  return (
    <>
      <section aria-labelledby="latest-insights" className="blog-section">
        <h2 id="latest-insights">Latest Insights</h2>
        <FeaturedPost post={latest} />
      </section>
      {rest.length > 0 && (
        <section aria-labelledby="latest-articles" className="blog-section">
          <h2 id="latest-articles">Latest Articles</h2>
          <CardGrid
            kind="posts"
            cards={rest.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          />
        </section>
      )}
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
