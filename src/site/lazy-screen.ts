import { createElement, use } from 'react';
import type { ComponentType } from 'react';

// Each route's screens (component, pendingComponent, notFoundComponent) are split into chunks of their own, and
// the router's code splitter wraps each in the `lazyRouteComponent` it finds in the route's module. The build
// puts this one there (scripts/build/route-screens.ts), in place of the router's own: that one reloads the page
// whenever a screen's script cannot be fetched, also when the connection is down, which leaves the visitor on
// the browser's offline page. This one throws, and the router's error component decides
// (docs/hardening.md, "A page that cannot fetch its code").

/** A screen's script or stylesheet could not be fetched: a dropped connection, or a release without that file. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('A screen of this page could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

/** What Chromium, Firefox, Safari and Vite's preloading say when a file of the build cannot be fetched. */
const FETCH_FAILURE =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/;

/** A screen that failed because a file of the build could not be fetched (also from a loader's own import). */
export const isLoadFailure = (error: unknown) =>
  error instanceof ScreenLoadError || (error instanceof Error && FETCH_FAILURE.test(error.message));

type Props = Record<string, unknown>;

/** The screen `exportName` of the module `importer` loads; `preload` is what the router awaits before it renders. */
export function lazyRouteComponent(importer: () => Promise<Record<string, unknown>>, exportName = 'default') {
  let loading: Promise<void> | undefined;
  let screen: ComponentType<Props> | undefined;
  let failure: ScreenLoadError | undefined;
  const load = () => {
    if (!loading) {
      failure = undefined;
      loading = importer().then(
        (module) => {
          screen = module[exportName] as ComponentType<Props>;
        },
        (error: unknown) => {
          // Asked again, it tries again: the connection may be back.
          loading = undefined;
          failure = new ScreenLoadError(error);
        },
      );
    }
    return loading;
  };
  function LazyScreen(props: Props) {
    if (failure) throw failure;
    if (!screen) use(load());
    return screen ? createElement(screen, props) : null;
  }
  return Object.assign(LazyScreen, { preload: load });
}
