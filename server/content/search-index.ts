import { toText } from 'hast-util-to-text';
import { LRUCache } from 'lru-cache';
import type { PostSummary, ResourceSummary, RichBody } from '../../src/model/content.ts';
import type { SearchPage, SearchResult } from '../../src/model/search.ts';
import { RESULTS_PER_PAGE, searchWords } from '../../src/model/search.ts';

type Kind = SearchResult['type'];

/** An entry as the index holds it: what a result shows, and the words of its summary. */
type Entry = SearchResult & {
  /** Its number in the word lists. */
  id: number;
  revision: string | undefined;
  /** The summary it was made from: without a revision (local files), a new summary object is a change. */
  source: object;
  /** Its place: posts newest first, then the resources in the library's order. */
  order: number;
  titleWords: string[];
  /** Each word of its title, excerpt and tags once (its body's words are only in the word lists). */
  summaryWords: string[];
};

/**
 * The numbers of the entries that hold one word, in a typed array grown by doubling: with thousands of bodies,
 * these lists are most of what the index holds, and numbers take a fraction of an array of references.
 */
type Postings = { ids: Uint32Array; length: number };

function append(postings: Postings, id: number) {
  if (postings.length === postings.ids.length) {
    const grown = new Uint32Array(postings.ids.length * 2);
    grown.set(postings.ids);
    postings.ids = grown;
  }
  postings.ids[postings.length++] = id;
}

/** Takes out the numbers `gone` holds, in place. */
function removeAll(postings: Postings, gone: ReadonlySet<number>) {
  let kept = 0;
  for (let i = 0; i < postings.length; i++) {
    const id = postings.ids[i]!;
    if (!gone.has(id)) postings.ids[kept++] = id;
  }
  postings.length = kept;
}

export type SearchIndexOptions = {
  /** Reads one item's body from the content's source (not through the visitors' cache). */
  readBody: (kind: Kind, slug: string) => Promise<RichBody | undefined>;
  /** Reads every body of a kind, a page at a time, when many changed at once (the first sync of a big blog). */
  eachBody?: (kind: Kind, take: (slug: string, body: RichBody) => void) => Promise<void>;
  warn: (message: string, details?: unknown) => void;
};

/** Bodies read one by one at once; past `BULK_FROM` changes of a kind they are read a page at a time instead. */
const CONCURRENCY = 4;
const BULK_FROM = 50;

const keyOf = (kind: Kind, slug: string) => `${kind}:${slug}`;
const unique = (words: string[]) => [...new Set(words)];

// A word cut from a body is a slice that keeps the whole body's text alive; a copy of its own lets that go.
const ownCopy = (word: string) => (' ' + word).slice(1);

/**
 * Posts and resources found by the words of their title, excerpt, tags and body, whatever their case and accents,
 * built from the lists the server holds and kept up to date a changed item at a time: an item whose revision
 * is the one indexed is left as it is, so a publish re-reads only what it changed (docs/product.md, "Search").
 */
export class SearchIndex {
  private readonly entries = new Map<string, Entry>();
  /** The entries by their number; a number is never given twice. */
  private readonly byId = new Map<number, Entry>();
  private nextId = 0;
  /** Each word (its one copy, which every entry holding it shares), and the numbers of the entries holding it. */
  private readonly byWord = new Map<string, { word: string; postings: Postings }>();
  private readonly options: SearchIndexOptions;
  private synced: { posts: object; resources: object } | undefined;
  /**
   * Answers given since the index last changed, by their words and page: a query asked again is the same object,
   * so its JSON is written once (server/shared-body.ts), and made-up queries cannot push out many.
   */
  private readonly answers = new LRUCache<string, SearchPage>({ max: 500 });
  private reading = Promise.resolve();

  constructor(options: SearchIndexOptions) {
    this.options = options;
  }

  /**
   * Takes in the lists as they are now (the same objects as last time cost nothing): new and changed items are
   * indexed at once by their summary and their bodies read in the background; items no longer listed leave.
   */
  sync(posts: readonly PostSummary[], resources: readonly ResourceSummary[]): void {
    if (this.synced?.posts === posts && this.synced.resources === resources) return;
    this.synced = { posts, resources };
    const listed = new Set<string>();
    const changed: Entry[] = [];
    const gone = new Set<number>();
    const take = (type: Kind, item: PostSummary | ResourceSummary, order: number, text: string[]) => {
      const key = keyOf(type, item.slug);
      listed.add(key);
      const kept = this.entries.get(key);
      if (kept && (item.revision === undefined ? kept.source === item : kept.revision === item.revision)) {
        kept.order = order;
        return;
      }
      const excerpt = 'excerpt' in item ? item.excerpt : item.subtitle;
      if (kept) gone.add(this.forget(kept));
      const entry: Entry = {
        id: this.nextId++,
        type,
        slug: item.slug,
        title: item.title,
        excerpt,
        revision: item.revision,
        source: item,
        order,
        titleWords: unique(searchWords(item.title)).map(ownCopy),
        summaryWords: [],
      };
      this.put(entry, unique(text.flatMap(searchWords)));
      changed.push(entry);
    };
    posts.forEach((post, i) => take('post', post, i, [post.title, post.excerpt, ...post.tags]));
    resources.forEach((resource, i) =>
      take('resource', resource, posts.length + i, [resource.title, resource.subtitle, resource.type]),
    );
    for (const [key, entry] of this.entries) if (!listed.has(key)) gone.add(this.forget(entry));
    this.unlink(gone);
    this.reading = this.reading.then(() => this.readBodies(changed));
  }

  /** The entries holding every word of `query` (a word matches the start of one of theirs), title matches first. */
  search(query: string, page: number): SearchPage | undefined {
    const words = unique(searchWords(query));
    const key = `${page} ${words.join(' ')}`;
    const kept = this.answers.get(key);
    if (kept) return kept;
    const answer = this.answer(words, page);
    if (answer) this.answers.set(key, answer);
    return answer;
  }

  private answer(words: string[], page: number): SearchPage | undefined {
    if (words.length === 0) return { results: [], page: 1, pageCount: 1, total: 0 };
    let found: Set<Entry> | undefined;
    for (const word of words) {
      const holding = this.holding(word);
      found = found ? new Set([...found].filter((entry) => holding.has(entry))) : holding;
      if (found.size === 0) break;
    }
    const inTitle = (entry: Entry) => words.every((word) => entry.titleWords.some((own) => own.startsWith(word)));
    const ranked = [...(found ?? [])]
      .map((entry) => ({ entry, title: inTitle(entry) }))
      .sort((a, b) => Number(b.title) - Number(a.title) || a.entry.order - b.entry.order);
    const pageCount = Math.max(1, Math.ceil(ranked.length / RESULTS_PER_PAGE));
    if (page > pageCount) return undefined;
    const results = ranked
      .slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE)
      .map(({ entry: { type, slug, title, excerpt } }) => ({ type, slug, title, excerpt }));
    return { results, page, pageCount, total: ranked.length };
  }

  private holding(word: string): Set<Entry> {
    const holding = new Set<Entry>();
    for (const [own, { postings }] of this.byWord) {
      if (!own.startsWith(word)) continue;
      for (let i = 0; i < postings.length; i++) holding.add(this.byId.get(postings.ids[i]!)!);
    }
    return holding;
  }

  private put(entry: Entry, words: string[]) {
    this.answers.clear();
    this.entries.set(keyOf(entry.type, entry.slug), entry);
    this.byId.set(entry.id, entry);
    for (const word of words) entry.summaryWords.push(this.link(entry, word));
  }

  /** Files `entry` under `word`, and gives back the word's one copy. */
  private link(entry: Entry, word: string): string {
    let slot = this.byWord.get(word);
    if (!slot) {
      const copy = ownCopy(word);
      this.byWord.set(copy, (slot = { word: copy, postings: { ids: new Uint32Array(4), length: 0 } }));
    }
    append(slot.postings, entry.id);
    return slot.word;
  }

  /** Takes an entry out of the index but for its numbers in the word lists (unlink takes those, many at once). */
  private forget(entry: Entry): number {
    this.answers.clear();
    this.entries.delete(keyOf(entry.type, entry.slug));
    this.byId.delete(entry.id);
    return entry.id;
  }

  /** One pass over the word lists for every entry that left: an entry keeps no list of its body's words. */
  private unlink(gone: ReadonlySet<number>) {
    if (gone.size === 0) return;
    for (const [word, { postings }] of this.byWord) {
      removeAll(postings, gone);
      if (postings.length === 0) this.byWord.delete(word);
    }
  }

  /** Adds a body's words to the entry it was read for, unless a newer change has replaced that entry meanwhile. */
  private addBody(entry: Entry, body: RichBody) {
    if (this.entries.get(keyOf(entry.type, entry.slug)) !== entry) return;
    this.answers.clear();
    const own = new Set(entry.summaryWords);
    for (const word of searchWords(toText(body))) {
      if (own.has(word)) continue;
      own.add(word);
      this.link(entry, word);
    }
  }

  private async readBodies(changed: Entry[]) {
    for (const type of ['post', 'resource'] as const) {
      const entries = changed.filter((entry) => entry.type === type);
      const unread = entries.length >= BULK_FROM && this.options.eachBody ? await this.readAll(type, entries) : entries;
      await this.readEach(unread);
    }
  }

  /** Reads every body of a kind a page at a time; what a failed page left unread is returned, to read one by one. */
  private async readAll(type: Kind, entries: Entry[]): Promise<Entry[]> {
    const wanted = new Map(entries.map((entry) => [entry.slug, entry]));
    try {
      await this.options.eachBody!(type, (slug, body) => {
        const entry = wanted.get(slug);
        if (!entry) return;
        this.addBody(entry, body);
        wanted.delete(slug);
      });
    } catch (error) {
      this.options.warn(
        `search: reading every ${type}'s body stopped; ${wanted.size} are read one by one`,
        String(error),
      );
    }
    return [...wanted.values()];
  }

  private async readEach(entries: Entry[]) {
    const queue = [...entries];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        if (this.entries.get(keyOf(entry.type, entry.slug)) !== entry) continue;
        const body = await this.options.readBody(entry.type, entry.slug).catch((error: unknown) => {
          this.options.warn(`search: the body of ${entry!.type} "${entry!.slug}" could not be read`, String(error));
          return undefined;
        });
        if (body) this.addBody(entry, body);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
}
