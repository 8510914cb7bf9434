import type { SearchPageData } from './content-schema.ts';

/** One page of results (declared in src/model/content-schema.ts). */
export type SearchPage = SearchPageData;

/** What a search finds: a post or a resource, with what its result shows. */
export type SearchResult = SearchPage['results'][number];

export const RESULTS_PER_PAGE = 20;

/** The longest query answered; a longer one is refused with a clear message. */
export const MAX_QUERY_LENGTH = 200;

export const searchMessages = {
  tooLong: `A search can be at most ${MAX_QUERY_LENGTH} characters long. Please shorten it.`,
  failed: 'Search is unavailable right now. Please try again later.',
} as const;

/** The words of a text as they are compared: lower case, without accents, letters and digits only. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLocaleLowerCase('en-US')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
