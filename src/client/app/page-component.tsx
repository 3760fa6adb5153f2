import { use, type ComponentType } from 'react';
import type { PageRoute } from './page-routes';

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const pages = new Map<PageRoute, Tracked<ComponentType>>();

/**
 * Starts (or reuses) the download of a screen's chunk. The promise records its outcome on itself,
 * the convention React's `use` reads: a screen already loaded renders at once, without suspending,
 * which is what lets the first render replace the server's HTML with the same page (main.tsx) and
 * the server render a page in one pass (ssr/render-shell.tsx).
 */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    const loading: Tracked<ComponentType> = route.load().then((mod) => mod.default);
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      // A failed download (a deploy replaced the chunk, the network dropped) shows the error
      // boundary, whose link reloads the site; retrying here would re-render into a loop.
      (reason: unknown) => {
        loading.status = 'rejected';
        loading.reason = reason;
      },
    );
    pages.set(route, loading);
    page = loading;
  }
  return page;
}

/** The route element of a screen: its chunk loads on first use (route-level code splitting). */
export function pageComponent(route: PageRoute): ComponentType {
  function Page() {
    const Screen = use(loadPage(route));
    return <Screen />;
  }
  return Page;
}
