import { kb } from './budgets.ts';
import type { Check } from './budgets.ts';
import type { PageJs } from './every-page-js.ts';
import type { StackFloor } from './stack-floor.ts';
import type { Twins } from './twins.ts';

// What option 1 of docs/decisions/phone-budgets-and-their-floors.md proposes in place of the two budgets of
// DESIGN.md that sit below the stack's and the browser's floors: each measured from its floor, in the same run.
// Printed and written to the JSON beside the budgets, never judged, until the team decides; adopting them is
// moving these checks into checkBudgets.
export const PROPOSED = {
  /** The site's own first-load JavaScript over the stack's floor, gzip -9: on `/`, and on any page. */
  homeSiteJsGzip: 17 * 1024,
  pageSiteJsGzip: 20 * 1024,
  /** How much longer a page may block than its bare twin (no script, no early font), in the same pairs. */
  tbtOverTwinMs: 50,
  /** How many points a page's performance may fall below its bare twin's. */
  performanceBelowTwin: 2,
};

export function proposedChecks(everyPageJs: PageJs[], floor: StackFloor, twins: Twins[]): Check[] {
  const checks: Check[] = [];
  const check = (budget: string, measured: string, ok: boolean) => checks.push({ budget, measured, ok });
  const share = (page: PageJs) => page.firstLoadJsGzip - floor.routerAppBytes;
  const limit = (page: PageJs) => (page.page === '/' ? PROPOSED.homeSiteJsGzip : PROPOSED.pageSiteJsGzip);
  const over = everyPageJs.filter((page) => share(page) > limit(page));
  const [heaviest] = [...everyPageJs].sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip);
  const home = everyPageJs.find((page) => page.page === '/');
  check(
    `The site's first-load JS over the stack's ${kb(floor.routerAppBytes)}, every page in the sitemap ` +
      `(${everyPageJs.length}): / <= ${kb(PROPOSED.homeSiteJsGzip)}, any page <= ${kb(PROPOSED.pageSiteJsGzip)}`,
    heaviest
      ? `${over.length} over; / ${home ? kb(share(home)) : 'not measured'}, heaviest ${heaviest.page} ${kb(share(heaviest))}`
      : 'no page measured',
    heaviest !== undefined && home !== undefined && over.length === 0,
  );
  for (const pair of twins) {
    const at = `at ${pair.served.cpuSlowdown}x`;
    check(
      `TBT ${pair.page} ${at} <= ${PROPOSED.tbtOverTwinMs} ms over its bare twin`,
      `${pair.served.tbtMs} / ${pair.bare.tbtMs} ms: ${pair.overTwinMs} ms over`,
      pair.overTwinMs <= PROPOSED.tbtOverTwinMs,
    );
    check(
      `Performance ${pair.page} ${at} >= its bare twin's - ${PROPOSED.performanceBelowTwin}`,
      `${pair.served.performance} / ${pair.bare.performance}`,
      pair.served.performance >= pair.bare.performance - PROPOSED.performanceBelowTwin,
    );
  }
  return checks;
}
