import { Link, linkOptions } from '@tanstack/react-router';
import type { PostWithRelated, RelatedPost } from '../../model/content.ts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { onItsPageOnly, postLink } from '../../components/ui/site-links.ts';
import { ContentImage } from '../../components/ui/content-image.tsx';
import { RichBody } from '../../components/rich-text/rich-body.tsx';
import { StrategyCta } from '../../components/ui/strategy-cta.tsx';
import { ShareSaveButtons } from '../content/share-save-buttons.tsx';
import { socialShareLinks } from '../content/share.ts';
import { PostMeta, TagChips } from './post-meta.tsx';
import { formatLongDate } from '../content/format-date.ts';
import { useEditable } from '../content/editable.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/content.css';
import '../../styles/article.css';

export function BlogPostArticle({ post, url, siteUrl }: { post: PostWithRelated; url: string; siteUrl: string }) {
  const image = post.featuredImage;
  const editable = useEditable('post');
  const id = post.sourceId;
  return (
    <article className="article">
      <HydrationMarker />
      <header className="article__header">
        <Breadcrumbs
          items={[
            { label: 'Home', link: linkOptions({ to: '/' }) },
            { label: 'Blog', link: linkOptions({ to: '/blog' }) },
            { label: post.title },
          ]}
        />
        <PostMeta author={post.author} publishedDate={post.publishedDate} editable={editable(id, 'author')} />
        <h1 {...editable(id, 'title')}>{post.title}</h1>
        {post.excerpt && (
          <p className="article__lead" {...editable(id, 'excerpt')}>
            {post.excerpt}
          </p>
        )}
        <TagChips tags={post.tags} />
        <ShareSaveButtons
          title={post.title}
          text={post.excerpt}
          url={url}
          savedMessage="Blog post saved to your bookmarks!"
        />
      </header>
      {image && (
        <figure className="article__image" {...editable(id, 'featuredImage')}>
          <ContentImage
            image={{ ...image, width: image.width ?? 1200, height: image.height ?? 630 }}
            alt={image.title || image.description || post.title}
            sizes="(min-width: 64em) 960px, 100vw"
            priority
          />
        </figure>
      )}
      <RichBody body={post.body} siteUrl={siteUrl} editable={editable(id, 'body')} />
      <footer className="article__footer">
        <h2 className="article__share-heading">Share this article</h2>
        <ul className="social-share">
          {socialShareLinks(url, post.title).map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--ghost button--small"
              >
                Share on {link.network}
              </a>
            </li>
          ))}
        </ul>
      </footer>
      <RelatedArticles posts={post.related} />
      <StrategyCta
        heading="Ready to implement these strategies?"
        text="We help founders turn ideas like these into a revenue system that runs without them."
      />
    </article>
  );
}

/** Other posts on the same topics, so a reader who came from search finds the next article; none without any. */
function RelatedArticles({ posts }: { posts: RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="related-posts" aria-labelledby="related-articles">
      <h2 id="related-articles">Related articles</h2>
      <ul>
        {posts.map((related) => (
          <li key={related.slug}>
            <Link {...postLink(related.slug)}>{related.title}</Link>
            {related.publishedDate && (
              <time dateTime={related.publishedDate}>{formatLongDate(related.publishedDate)}</time>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogPostMissing({ message }: { message: string }) {
  return (
    <div className="status-page">
      <HydrationMarker />
      <h1>{message}</h1>
      <p>We couldn&apos;t find the blog post you&apos;re looking for. It may have been moved or deleted.</p>
      <div className="button-row">
        <Link to="/blog" activeOptions={onItsPageOnly} className="button button--accent">
          Back to Blog
        </Link>
      </div>
    </div>
  );
}
