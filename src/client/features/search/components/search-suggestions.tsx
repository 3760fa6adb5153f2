import type { SearchHit } from '#shared/schemas/search';
import { cn } from '#client/lib/cn';
import { Highlight } from './highlight';
import { HIT_TYPE_LABEL, SearchHitIcon } from './search-hit-icon';

type Group = { key: string; label: string; hits: SearchHit[] };

type Props = {
  listId: string;
  open: boolean;
  term: string;
  groups: Group[];
  active: number;
  optionId: (i: number) => string;
  isError: boolean;
  onPick: (url: string) => void;
  onHover: (i: number) => void;
};

/** The suggestion panel; mousedown is cancelled so picking does not blur (and close) the box first. */
export function SearchSuggestions({ listId, open, term, groups, active, optionId, isError, onPick, onHover }: Props) {
  let index = -1;
  const empty = groups.length === 0;
  return (
    <div
      hidden={!open}
      onMouseDown={(e) => e.preventDefault()}
      className="absolute left-0 right-0 top-full z-50 mt-2 min-w-72 overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl shadow-navy-950/30"
    >
      <div role="listbox" id={listId} aria-label="Search suggestions" className="max-h-[70vh] overflow-y-auto py-1">
        {groups.map((g) => (
          <div key={g.key} role="group" aria-labelledby={`${listId}-${g.key}`}>
            <div
              id={`${listId}-${g.key}`}
              role="presentation"
              className="px-3 pb-1 pt-2 text-[11px] font-bold uppercase tracking-wider text-slate-500"
            >
              {g.label}
            </div>
            {g.hits.map((hit) => {
              index += 1;
              const i = index;
              return (
                <div
                  key={`${hit.type}-${hit.id}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  onClick={() => onPick(hit.url)}
                  onMouseMove={() => i !== active && onHover(i)}
                  className={cn(
                    'mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5',
                    i === active && 'bg-rink-50 ring-1 ring-rink-200',
                  )}
                >
                  <SearchHitIcon hit={hit} />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">
                      <Highlight text={hit.title} query={term} />
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {HIT_TYPE_LABEL[hit.type]}
                      {hit.subtitle && ` · ${hit.subtitle}`}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {empty && (
        <p className="px-4 py-3 text-sm text-slate-600">{isError ? 'Search is unavailable right now.' : `No matches for “${term}”.`}</p>
      )}
      {!empty && <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">Press Enter to see all results for “{term}”</p>}
    </div>
  );
}
