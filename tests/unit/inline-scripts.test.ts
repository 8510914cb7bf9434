import { constants, runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { code as scrolledMark } from '../../src/components/layout/scrolled-mark.script.ts?page-script';
import { code as restoredMark } from '../../src/components/layout/restored-visit-mark.script.ts?page-script';
import { code as keepEarlyTap } from '../../src/features/content/keep-early-tap.script.ts?page-script';
import { code as boot } from '../../server/render/boot.script.ts?page-script';

// The scripts a page runs as its HTML arrives are typed source, compiled and minified by the build
// (scripts/build/inline-scripts.ts); these check what the server writes into the page.
describe('inline scripts as the server writes them', () => {
  it('are one minified statement each, with no trace of TypeScript', () => {
    for (const code of [scrolledMark, restoredMark, keepEarlyTap, boot]) {
      expect(code).toMatch(/^\(?(function|\(\)|!function)/);
      expect(code).not.toMatch(/\n|\bas\s+\w+\b|: (string|number|boolean)\b|export/);
      expect(() => new Function(code)).not.toThrow();
    }
  });

  it('the scrolled mark follows the window past 50 px', () => {
    const marks: boolean[] = [];
    const listeners: (() => void)[] = [];
    const window = {
      scrollY: 120,
      document: { documentElement: { toggleAttribute: (_name: string, on: boolean) => marks.push(on) } },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    runInNewContext(scrolledMark, {
      ...window,
      get scrollY() {
        return window.scrollY;
      },
    });
    window.scrollY = 10;
    for (const listener of listeners) listener();
    expect(marks).toEqual([true, false]);
  });

  it('the restored mark marks a reload, and a reader who acts takes the page over', () => {
    const dataset: Record<string, string> = {};
    const listeners = new Map<string, () => void>();
    runInNewContext(restoredMark, {
      document: { documentElement: { dataset }, fonts: { ready: new Promise(() => undefined) } },
      performance: { getEntriesByType: () => [{ type: 'reload' }] },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    expect(dataset).toEqual({ restored: '', fontsPending: '' });
    listeners.get('wheel')?.();
    expect(dataset).toEqual({ restored: '', readerActed: '' });
    expect([...listeners.keys()]).toEqual(['load']);
  });

  it('the early-tap keeper keeps a tap on a button that is not live yet, and lets a live one through', () => {
    let listener: (event: unknown) => void = () => undefined;
    const dataset: Record<string, string> = {};
    runInNewContext(keepEarlyTap, {
      document: { documentElement: { dataset }, addEventListener: (_: string, l: typeof listener) => (listener = l) },
    });
    const tap = (live: boolean) => {
      let stopped = false;
      const button = { dataset: { earlyTap: 'share' }, parentElement: { hasAttribute: () => live } };
      listener({ target: { closest: () => button }, stopImmediatePropagation: () => (stopped = true) });
      return stopped;
    };
    expect(tap(true)).toBe(false);
    expect(dataset).toEqual({});
    expect(tap(false)).toBe(true);
    expect(dataset).toEqual({ earlyTap: 'share' });
  });

  it('the boot script imports the entry once, after the first paint, or after 2 s for a tab never painted', async () => {
    const imported = globalThis as { bootImported?: number };
    imported.bootImported = 0;
    // A module that counts its imports, in place of the entry; each page's its own, as modules are kept.
    const start = (visit: string) => {
      const entry = `data:text/javascript,globalThis.bootImported=(globalThis.bootImported??0)+1;export{}//${visit}`;
      const timers: (() => void)[] = [];
      const preloaded: string[] = [];
      let painted = () => undefined as void;
      const page = {
        window: {},
        document: {
          querySelector: (selector: string) => (selector === 'script[data-entry]' ? { dataset: { entry } } : null),
          querySelectorAll: (selector: string) =>
            selector === 'script[data-preload]'
              ? [{ textContent: '["/assets/a.js","/assets/b.js"]' }, { textContent: '["/assets/c.js"]' }]
              : [],
          createElement: () => ({}),
          head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
        },
        setTimeout: (run: () => void) => timers.push(run),
        PerformanceObserver: class {
          constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
            painted = () => callback({}, { disconnect: () => undefined });
          }
          observe() {}
        },
      };
      // The router renders the script a second time as the app starts: the page's window is the same.
      runInNewContext(boot, page, { importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
      runInNewContext(boot, page, { importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
      return { timers, preloaded, paint: () => painted() };
    };
    const runAll = async (timers: (() => void)[]) => {
      for (const run of timers.splice(0)) run();
      await new Promise((resolve) => setTimeout(resolve, 50));
    };

    const painted = start('painted');
    // Only the 2 s fallback is waiting before the paint; the paint queues the import.
    expect(painted.timers).toHaveLength(2);
    expect(painted.preloaded).toEqual([]);
    painted.paint();
    await runAll(painted.timers);
    expect(imported.bootImported).toBe(1);
    // Every listed chunk is asked for with the entry, once.
    expect(painted.preloaded).toEqual([
      'modulepreload /assets/a.js',
      'modulepreload /assets/b.js',
      'modulepreload /assets/c.js',
    ]);

    const neverPainted = start('never painted');
    await runAll(neverPainted.timers);
    expect(imported.bootImported).toBe(2);
  });
});
