import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentfulEnv, startContentfulFake } from '../../tests/fakes/contentful-fake.ts';
import { prepareBenchContent } from './bench-content.ts';
import { abLine, judgeAb } from './ab-verdict.ts';
import type { AbVerdict } from './ab-verdict.ts';
import type { AbPiece } from './ab-pieces.ts';
import { calibratedMultiplier } from './calibration.ts';
import { runLighthouse } from './lighthouse-run.ts';
import type { LighthouseFigures } from './lighthouse-run.ts';
import { range, runFollowingHost } from './mobile-passes.ts';
import { closeAtEnd, startSite, url } from './processes.ts';

export type AbResult = {
  piece: string;
  page: string;
  pairs: number;
  verdicts: AbVerdict[];
  line: string;
  kept: boolean;
  /** The host during the pairs: Lighthouse's benchmarkIndex and the slowdowns used, lowest to highest. */
  host: { indexRange: string; slowdownRange: string };
};

/**
 * This checkout's tracked files as they are now (committed or not), with the piece's patch applied, built in a
 * folder of its own that shares this checkout's node_modules.
 */
function buildWithout(piece: AbPiece) {
  const snapshot = execFileSync('git', ['stash', 'create']).toString().trim() || 'HEAD';
  const dir = mkdtempSync(path.join(tmpdir(), `growthwise-ab-${piece.name}-`));
  execFileSync('tar', ['-x', '-C', dir], { input: execFileSync('git', ['archive', snapshot], { maxBuffer: 1 << 30 }) });
  execFileSync('git', ['apply', path.resolve(`scripts/bench/ab/${piece.name}.patch`)], { cwd: dir, stdio: 'inherit' });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

/**
 * The site with the piece and without it, served side by side from the same CMS fake, each page measured in
 * `pairs` alternated pairs (which build goes first alternates too), both runs of a pair at one slowdown, in the
 * Chromium on `ports.chromium`.
 */
export async function runAb(
  piece: AbPiece,
  pairs: number,
  ports: { with: number; without: number; chromium: number },
): Promise<AbResult[]> {
  const dir = buildWithout(piece);
  try {
    // Closed with everything else when the bench ends, also when a build here fails to start.
    const fake = closeAtEnd(await startContentfulFake());
    prepareBenchContent(fake);
    const sites = {
      with: await startSite(ports.with, contentfulEnv(fake)),
      without: await startSite(ports.without, contentfulEnv(fake), undefined, dir),
    };
    const measure = (build: 'with' | 'without', page: string, cpuSlowdown?: number) =>
      runLighthouse(`${url(ports[build])}${page}`, ports.chromium, 'mobile', cpuSlowdown);
    let latestIndex = (await measure('with', '/', 4)).benchmarkIndex;
    await measure('without', '/', 4);
    const results: AbResult[] = [];
    for (const page of piece.pages) {
      const runs: Record<'with' | 'without', LighthouseFigures[]> = { with: [], without: [] };
      for (let pair = 0; pair < pairs; pair += 1) {
        const [first, second] = pair % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
        const { run } = await runFollowingHost(
          (slowdown) => measure(first, page, slowdown),
          calibratedMultiplier,
          latestIndex,
        );
        runs[first].push(run);
        runs[second].push(await measure(second, page, run.cpuSlowdown));
        latestIndex = run.benchmarkIndex;
      }
      const verdicts = piece.claims.map((metric) => judgeAb(metric, runs.with, runs.without));
      const all = [...runs.with, ...runs.without];
      const host = {
        indexRange: range(all.map((run) => run.benchmarkIndex)),
        slowdownRange: range(all.map((run) => run.cpuSlowdown)),
      };
      // A figure holds only beside the host it was measured on.
      const line = `${abLine(piece.name, page, pairs, verdicts)} (index ${host.indexRange}, ${host.slowdownRange}x)`;
      console.log(line);
      results.push({ piece: piece.name, page, pairs, verdicts, line, kept: verdicts.some((v) => v.shows), host });
    }
    await Promise.all([sites.with.stop(), sites.without.stop()]);
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
