import { Link } from '@tanstack/react-router';
import { formatLongDate } from '../content/format-date.ts';

export function PostMeta({
  author,
  publishedDate,
  editable,
}: {
  author: string;
  publishedDate: string;
  /** Click-to-edit attributes for the author, in preview only. */
  editable?: Record<string, string>;
}) {
  const date = formatLongDate(publishedDate);
  return (
    <p className="post-meta">
      {author && (
        <span className="post-meta__author" {...editable}>
          {author}
        </span>
      )}
      {author && date && <span aria-hidden="true"> · </span>}
      {date && <time dateTime={publishedDate}>{date}</time>}
    </p>
  );
}

/** A post's tags, each a link to the listing of every post with that tag. */
export function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-chips" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to="/blog" search={{ tag }} className="tag-link">
            <span className="tag-chip">{tag}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
