// Downloads of parts below the fold (deferred-part.tsx) the page has started. Apart from that
// module so the app's entry, which waits on them, does not carry it into every page's first load.
const started: Promise<unknown>[] = [];

export const partLoadStarted = (load: Promise<unknown>) => {
  started.push(load);
};

/** The browser: settles once every part the page has rendered so far has its code. */
export const deferredPartsSettled = () => Promise.allSettled(started);

/**
 * The browser: settles once every part the page has rendered so far has its code and React has put
 * it in place of the server's copy (it reveals a loaded part a moment after its code is in, replacing
 * that copy's elements: tests that hold one of them would find it gone).
 */
export async function deferredPartsInPlace(root: HTMLElement) {
  await deferredPartsSettled();
  if (!root.querySelector('[data-part-copy]')) return;
  await new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      if (root.querySelector('[data-part-copy]')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { childList: true, subtree: true });
  });
}
