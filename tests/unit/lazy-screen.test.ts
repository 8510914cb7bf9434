import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScreenLoadError, isLoadFailure, lazyRouteComponent } from '../../src/site/lazy-screen.ts';
import { routeScreens } from '../../scripts/build/route-screens.ts';

const offline = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/about-x1.js');

describe("a route's lazily loaded screen", () => {
  it('throws a ScreenLoadError when its file cannot be fetched, and fetches again when asked again', async () => {
    let connected = false;
    const screen = lazyRouteComponent(async () => {
      if (!connected) throw offline();
      return { component: ({ name }: { name: string }) => createElement('h1', null, `Hello ${name}`) };
    }, 'component');
    await screen.preload();
    let thrown: unknown;
    try {
      renderToStaticMarkup(createElement(screen, { name: 'Ada' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScreenLoadError);
    expect((thrown as ScreenLoadError).cause).toBeInstanceOf(TypeError);
    connected = true;
    await screen.preload();
    expect(renderToStaticMarkup(createElement(screen, { name: 'Ada' }))).toBe('<h1>Hello Ada</h1>');
  });

  it('tells a file that could not be fetched from any other failure', () => {
    expect(isLoadFailure(new ScreenLoadError(offline()))).toBe(true);
    expect(isLoadFailure(offline())).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/services-x.css'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isLoadFailure(undefined)).toBe(false);
  });
});

describe('the build step that hands route modules our lazyRouteComponent', () => {
  const transform = (code: string, id: string) => {
    const plugin = routeScreens();
    const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
    return hook.call({}, code, id);
  };
  const source =
    "import { createFileRoute } from '@tanstack/react-router';\nexport const Route = createFileRoute('/about')({});\n";

  it('imports it on the first line of every route module, moving no line', () => {
    const result = transform(source, '/work/site/src/routes/about.tsx');
    expect(result?.code.split('\n')).toHaveLength(source.split('\n').length);
    expect(result?.code.startsWith("import { lazyRouteComponent } from '/src/site/lazy-screen.ts';import {")).toBe(
      true,
    );
    expect(transform(source, '/work/site/src/routes/blog/$slug.tsx')).not.toBeNull();
  });

  it('leaves the root, the split screens and other modules alone', () => {
    expect(transform(source, '/work/site/src/routes/__root.tsx')).toBeNull();
    expect(transform(source, '/work/site/src/routes/about.tsx?tsr-split=component')).toBeNull();
    expect(transform(source, '/work/site/src/features/about/about-page.tsx')).toBeNull();
  });
});
