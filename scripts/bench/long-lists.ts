import { contentfulEnv, startContentfulFake } from '../../tests/fakes/contentful-fake.ts';
import { seedLongLists } from '../../tests/fakes/contentful-long-lists.ts';
import { prepareBenchContent } from './bench-content.ts';
import { calibratedMultiplier } from './calibration.ts';
import { runLighthouse } from './lighthouse-run.ts';
import type { LighthouseFigures } from './lighthouse-run.ts';
import { hostFollowingPass } from './mobile-passes.ts';
import type { HostPass } from './mobile-passes.ts';
import { closeAtEnd, startSite, url } from './processes.ts';

/** As many posts and resources as a list holds (LIST_LIMIT): a blog and a library at their longest. */
const LENGTH = 1000;

export type LongLists = { length: number; host: HostPass; figures: LighthouseFigures[] };

/**
 * `/blog` and `/resources` of a site whose CMS holds 1,000 posts and 1,000 resources, mobile Lighthouse at the
 * slowdown calibrated to the host (docs/performance.md, "Long lists"). Reported beside the budgets, which are
 * set on the five pages of the site's own content.
 */
export async function measureLongLists(
  ports: { site: number; chromium: number },
  runs: number,
  startIndex: number,
): Promise<LongLists> {
  const fake = closeAtEnd(await startContentfulFake());
  // The bench's own post makes 1,001, of which the site keeps the newest 1,000; no images, as everywhere in the bench.
  seedLongLists(fake, LENGTH);
  prepareBenchContent(fake);
  const site = await startSite(ports.site, contentfulEnv(fake));
  try {
    const pass = await hostFollowingPass(
      ['/blog', '/resources'],
      runs,
      (page, cpuSlowdown) => runLighthouse(`${url(ports.site)}${page}`, ports.chromium, 'mobile', cpuSlowdown),
      calibratedMultiplier,
      startIndex,
    );
    return { length: LENGTH, host: pass.host, figures: pass.figures };
  } finally {
    await site.stop();
  }
}
