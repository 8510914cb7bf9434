import { startVarnish } from '../../tests/support/varnish-server.ts';
import { load } from './load-run.ts';
import type { LoadFigures } from './load-run.ts';
import { url } from './processes.ts';

export type VarnishFigures = { path: string; origin: LoadFigures; varnish: LoadFigures }[];

/**
 * Each path through Debian's Varnish with the shipped VCL (deploy/varnish/default.vcl) beside the origin alone,
 * one after the other in the same run, each warmed first (docs/performance.md, "Through Varnish").
 */
export async function measureThroughVarnish(
  originPort: number,
  varnishPort: number,
  paths: string[],
  options: { seconds: number; connections: number },
): Promise<VarnishFigures> {
  const varnish = await startVarnish([originPort], { port: varnishPort });
  try {
    const figures: VarnishFigures = [];
    for (const path of paths) {
      const run = async (base: string) => {
        await load(`${base}${path}`, { ...options, seconds: 2 });
        return load(`${base}${path}`, options);
      };
      figures.push({ path, origin: await run(url(originPort)), varnish: await run(varnish.url) });
    }
    return figures;
  } finally {
    await varnish.stop();
  }
}
