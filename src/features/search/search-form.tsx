import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { MAX_QUERY_LENGTH } from '../../model/search.ts';
import '../../styles/search.css';

/**
 * The site's search: a plain GET form to /search, which works before and without the page's script; once the
 * page is live it moves in the app instead of loading a new document.
 */
export function SearchForm({
  query = '',
  label = 'Search articles and resources',
}: {
  query?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const q = new FormData(event.currentTarget).get('q');
    if (typeof q !== 'string' || q.length > MAX_QUERY_LENGTH) return;
    event.preventDefault();
    void navigate({ to: '/search', search: { q } });
  };
  return (
    <form className="search-form" role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor="search-query" className="search-form__label">
        {label}
      </label>
      <div className="search-form__row">
        <input
          id="search-query"
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--accent search-form__button">
          Search
        </button>
      </div>
    </form>
  );
}
