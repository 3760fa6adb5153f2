import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'hd-scroll-positions';
const positions: Record<string, number> = readSaved();

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

// Every fresh document load has location.key "default": keyed by it, opening another URL would
// land at the position saved for the previous page. First loads are keyed by path.
const positionKey = (key: string | undefined, path: string) => (!key || key === 'default' ? path : key);

// React Router keeps each entry's location key in history.state, set before the page renders.
const entryKey = () =>
  positionKey((window.history.state as { key?: string } | null)?.key, window.location.pathname + window.location.search);

/**
 * The browser's own scroll restoration, for a single-page app (React Router's
 * <ScrollRestoration> needs a data router, docs/decisions/0008): Back and Forward return to where
 * the page was; a new address starts at the top, or at its #fragment.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const key = positionKey(location.key, location.pathname + location.search);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded as the reader scrolls, against the history entry the browser is on: by the time a
    // navigation renders, the next page has replaced this one and the offset no longer belongs to it.
    const record = () => {
      positions[entryKey()] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    if (action === 'POP') {
      // A fragment link within the page is a POP too; the browser has already scrolled to it.
      const saved = positions[key];
      if (saved !== undefined && !location.hash) window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [key, action, location.hash]);
}
