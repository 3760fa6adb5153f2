import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the query string: shareable links, and the back button steps through filter
 * changes. Values equal to the default are dropped from the URL to keep links short.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as K[]) out[key] = params.get(key) ?? defaults[key];
    return out;
    // defaults is a literal per page; its identity is irrelevant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<K, string>>, opts?: { replace?: boolean }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as [K, string | undefined][]) {
            if (v === undefined || v === '' || v === defaults[k]) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: opts?.replace, preventScrollReset: true },
      );
    },
    // `defaults` is a fresh object literal on every render of the caller; depending on it would remake `update` each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);
  return { values, update, clear };
}
