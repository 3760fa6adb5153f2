import { useState } from 'react';

/**
 * The state of a paged admin list with an edit form above it: the search text, the page offset (back to the
 * first page whenever a filter changes) and the record being edited (editing scrolls up to the form).
 */
export function useListControls<T>() {
  const [search, setSearchText] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<T | null>(null);
  /** Runs a filter change and goes back to the first page. */
  const filter = (change: () => void) => {
    change();
    setOffset(0);
  };
  return {
    search,
    setSearch: (v: string) => filter(() => setSearchText(v)),
    offset,
    setOffset,
    filter,
    editing,
    edit: (item: T) => {
      setEditing(item);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    cancelEdit: () => setEditing(null),
  };
}
