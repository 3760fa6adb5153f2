import { Suspense, use, type ComponentType } from 'react';
import { partLoadStarted } from './part-loads';

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const loaders = new Set<() => Promise<unknown>>();

// What the server rendered for each part, read before the app's first render replaces it (the
// module loads with the page's code, while the server's HTML is still in place).
const serverCopies = new Map<string, string>();
if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll<HTMLElement>('[data-part]')) serverCopies.set(el.dataset.part!, el.innerHTML);
}

/**
 * A piece of a page below the fold (or behind a tab) whose code is not in the page's first load
 * (the 150 kB budget of docs/performance.md). The server renders it in full (`loadDeferredParts`
 * before its render), so the HTML is complete with or without JavaScript. In the browser its code
 * downloads when it first renders; until then the first render keeps the server's HTML for it, so
 * the page shows the same content and never a hole. `keyOf` tells apart several on one page.
 */
export function deferredPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  keyOf: (props: P) => string = () => '',
): ComponentType<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const promise: Tracked<ComponentType<P>> = load();
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
          for (const key of serverCopies.keys()) if (key.split('|')[0] === name) serverCopies.delete(key);
        },
        // A failed download is the error boundary's, as a page's own chunk (app/page-component.tsx).
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      loading = promise;
      partLoadStarted(promise);
    }
    return loading;
  };
  loaders.add(start);

  function Loaded(props: P) {
    const Part = use(start());
    return <Part {...props} />;
  }
  // A block of its own; one that renders nothing takes no room (a parent's space-y margins skip it).
  function DeferredPart(props: P) {
    const key = `${name}|${keyOf(props)}`;
    const copy = serverCopies.get(key);
    return (
      <Suspense
        fallback={
          copy === undefined ? null : (
            <div data-part={key} data-part-copy="" className="empty:hidden" dangerouslySetInnerHTML={{ __html: copy }} />
          )
        }
      >
        <div data-part={key} className="empty:hidden">
          <Loaded {...props} />
        </div>
      </Suspense>
    );
  }
  return DeferredPart;
}

/** The server: every part's code, so a page renders whole in one pass (call after its page has loaded). */
export const loadDeferredParts = () => Promise.all([...loaders].map((start) => start()));
