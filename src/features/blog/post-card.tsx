import { Link } from '@tanstack/react-router';
import { postLink } from '../../components/ui/site-links.ts';
import type { PostSummary } from '../../model/content.ts';
import { ContentImage } from '../../components/ui/content-image.tsx';
import { PostMeta, TagChips } from './post-meta.tsx';
import { useEditable } from '../content/editable.ts';

function PostImage({ post, priority }: { post: PostSummary; priority?: boolean }) {
  if (!post.featuredImage) return <div className="post-image post-image--placeholder" aria-hidden="true" />;
  const image = post.featuredImage;
  return (
    <div className="post-image">
      <ContentImage
        image={{ ...image, width: image.width ?? 1200, height: image.height ?? 630 }}
        alt={image.title || image.description || post.title}
        sizes={priority ? '(min-width: 64em) 640px, 100vw' : '(min-width: 64em) 400px, (min-width: 48em) 50vw, 100vw'}
        priority={priority}
      />
    </div>
  );
}

/** The newest post, shown large under 'Latest Insights'. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const link = postLink(post.slug);
  const editable = useEditable('post');
  return (
    <article className="featured-post">
      <PostImage post={post} priority />
      <div className="featured-post__body">
        <PostMeta author={post.author} publishedDate={post.publishedDate} />
        <h3 className="featured-post__title" {...editable(post.sourceId, 'title')}>
          <Link {...link}>{post.title}</Link>
        </h3>
        <p {...editable(post.sourceId, 'excerpt')}>{post.excerpt}</p>
        <TagChips tags={post.tags} />
        <Link {...link} className="button button--accent" aria-label={`Read Article: ${post.title}`}>
          Read Article
        </Link>
      </div>
    </article>
  );
}

export function PostCard({ post }: { post: PostSummary }) {
  const link = postLink(post.slug);
  const editable = useEditable('post');
  return (
    <article className="post-card">
      <PostImage post={post} />
      <div className="post-card__body">
        <PostMeta author={post.author} publishedDate={post.publishedDate} />
        <h3 className="post-card__title" {...editable(post.sourceId, 'title')}>
          <Link {...link}>{post.title}</Link>
        </h3>
        <p {...editable(post.sourceId, 'excerpt')}>{post.excerpt}</p>
        <TagChips tags={post.tags} />
        <Link {...link} className="text-link" aria-label={`Read Article: ${post.title}`}>
          Read Article →
        </Link>
      </div>
    </article>
  );
}
