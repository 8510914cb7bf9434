import type { ContentProvider } from '../provider.ts';
import type { Post, Resource } from '../../../src/model/content.ts';
import { firstDifference, postView, resourceView } from './neutral-view.ts';
import type { Plain } from './neutral-view.ts';
import type { Progress } from './progress.ts';

const neverAborted = new AbortController().signal;

type Kind = {
  name: 'posts' | 'resources';
  list(provider: ContentProvider): Promise<{ slug: string }[]>;
  get(provider: ContentProvider, slug: string): Promise<Post | Resource | null>;
  view(item: Post | Resource): Record<string, Plain>;
};

const KINDS: Kind[] = [
  {
    name: 'posts',
    list: (provider) => provider.listPosts(neverAborted),
    get: (provider, slug) => provider.getPost(slug, neverAborted),
    view: (item) => postView(item as Post),
  },
  {
    name: 'resources',
    list: (provider) => provider.listResources(neverAborted),
    get: (provider, slug) => provider.getResource(slug, neverAborted),
    view: (item) => resourceView(item as Resource),
  },
];

/**
 * Every difference between a content folder and a provider, entry by entry, in the neutral model: an entry on one
 * side only, a field that differs (the first place in a body), and the order of each list.
 */
export async function verifyContent(folder: ContentProvider, provider: ContentProvider, progress: Progress) {
  const differences: string[] = [];
  const lists = await Promise.all(KINDS.map(async (kind) => [await kind.list(folder), await kind.list(provider)]));
  progress.start(lists.reduce((sum, [mine]) => sum + (mine?.length ?? 0), 0));
  for (const [at, kind] of KINDS.entries()) {
    const [mine = [], theirs = []] = lists[at] ?? [];
    const theirSlugs = new Set(theirs.map((item) => item.slug));
    const mySlugs = new Set(mine.map((item) => item.slug));
    for (const { slug } of mine) {
      if (!theirSlugs.has(slug)) differences.push(`${kind.name}/${slug}: missing in ${provider.name}`);
      else {
        const [a, b] = await Promise.all([kind.get(folder, slug), kind.get(provider, slug)]);
        const found = a && b ? firstDifference(kind.view(a), kind.view(b)) : 'could not be read';
        if (found) differences.push(`${kind.name}/${slug}: ${found}`);
      }
      progress.tick();
    }
    for (const { slug } of theirs)
      if (!mySlugs.has(slug)) differences.push(`${kind.name}/${slug}: in ${provider.name}, not in the folder`);
    const shared = (list: { slug: string }[], other: Set<string>) =>
      list.map((i) => i.slug).filter((s) => other.has(s));
    const myOrder = shared(mine, theirSlugs);
    const theirOrder = shared(theirs, mySlugs);
    const moved = myOrder.findIndex((slug, i) => theirOrder[i] !== slug);
    if (moved >= 0)
      differences.push(
        `${kind.name}: listed in another order from place ${moved + 1} (${myOrder[moved]} in the folder, ${theirOrder[moved]} in ${provider.name})`,
      );
  }
  progress.done();
  return differences;
}
