import { Loader2, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '#client/lib/cn';
import { groupHits, MIN_QUERY_LENGTH, useSearch } from '../api/get-search';
import { SearchSuggestions } from './search-suggestions';
import { useDebounced } from '#client/lib/use-debounced';
import { links } from '#shared/routes/routes';

/**
 * Global search as an ARIA 1.2 combobox: suggestions after 250 ms of quiet typing (2+ characters),
 * arrows move the highlight, Enter opens it (or the results page when nothing is highlighted),
 * Escape closes the list and then clears the box.
 */
export function SearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(value.trim(), 250);
  const ready = term.length >= MIN_QUERY_LENGTH && value.trim().length >= MIN_QUERY_LENGTH;
  const search = useSearch(term, 5);
  const { groups, flat } = groupHits(ready ? search.data : undefined);
  const expanded = open && ready && (search.data !== undefined || search.isError);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  function go(url: string) {
    setOpen(false);
    setActive(-1);
    setValue('');
    onNavigate?.();
    navigate(url);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const hit = expanded ? flat[active] : undefined;
    if (hit) return go(hit.url);
    if (value.trim()) go(links.search(value.trim()));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (flat.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (the typed text) is part of the cycle, as in native browser suggestion lists.
      const slots = flat.length + 1;
      setActive((i) => ((i + 1 + step + slots) % slots) - 1);
    } else if (e.key === 'Escape') {
      // type=search would clear itself on Escape; the first Escape only closes the list.
      if (expanded) {
        e.preventDefault();
        setOpen(false);
      } else setValue('');
      setActive(-1);
    }
  }

  return (
    // action and name: before the app has taken over, or without JavaScript, the browser submits it itself.
    <form role="search" action="/search" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-300" aria-hidden="true" />
      <input
        type="search"
        name="q"
        role="combobox"
        aria-label="Search players, teams, leagues and facilities"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search players, teams..."
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-white/15 bg-white/10 pl-9 pr-9 text-sm text-white placeholder:text-slate-300 focus:border-rink-300 focus:bg-white/15 focus:outline-none focus:ring-2 focus:ring-rink-400/40 [&::-webkit-search-cancel-button]:hidden"
      />
      {ready && search.isFetching && (
        <Loader2 className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-slate-300" aria-hidden="true" />
      )}
      <SearchSuggestions
        listId={listId}
        open={expanded}
        term={value.trim()}
        groups={groups}
        active={active}
        optionId={optionId}
        isError={search.isError}
        onPick={go}
        onHover={setActive}
      />
    </form>
  );
}
