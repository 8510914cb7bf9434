import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import type { PresentationHost } from './host.ts';

export type { PresentationHost };

let script: Promise<string> | undefined;

/** host.ts with @sanity/comlink, bundled for the browser once per worker. */
function hostScript(): Promise<string> {
  script ??= build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(import.meta.dirname, 'host.ts'), formats: ['es'], fileName: 'host' },
    },
  }).then((result) => {
    const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return output!.output[0].code;
  });
  return script;
}

/**
 * A Studio that Sanity hosts, at `https://<host>`: Presentation's frame showing `src`, and its controller. The
 * browser never leaves the machine for it (Playwright answers the address).
 */
export async function openPresentation(page: Page, host: string, src: string) {
  const code = await hostScript();
  await page.route(`https://${host}/**`, (route) =>
    new URL(route.request().url()).pathname === '/host.js'
      ? route.fulfill({ contentType: 'text/javascript', body: code })
      : route.fulfill({
          contentType: 'text/html',
          body: `<iframe src="${src}" width="800" height="600"></iframe><script type="module" src="/host.js"></script>`,
        }),
  );
  await page.goto(`https://${host}/presentation`);
}
