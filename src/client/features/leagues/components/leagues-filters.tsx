import { X } from 'lucide-react';
import { type FormEvent } from 'react';
import { LEVEL_DISPLAY_ORDER, levelLabel } from '#shared/domain/directory/levels';
import { Button } from '#client/components/ui/button';
import { links } from '#shared/routes/routes';
import { useLeagueFacets } from '../api/get-league-facets';
import { SearchField, SelectField, useSyncedSearch } from '#client/components/ui/filter-fields';

export type LeaguesUrlFilters = { search: string; country: string; level: string; status: string; sort: string };
type Props = {
  values: LeaguesUrlFilters;
  onChange: (patch: Partial<LeaguesUrlFilters>) => void;
  onClear: () => void;
  resultCount?: number;
};
const LEVELS = LEVEL_DISPLAY_ORDER.filter((l) => l !== 'other');

export function LeaguesFilters({ values, onChange, onClear, resultCount }: Props) {
  const countries = (useLeagueFacets('country', {}).data?.items ?? []).filter((c) => c.key !== 'none');
  const [search, setSearch] = useSyncedSearch(values.search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: search.trim() });
  };

  return (
    <form
      onSubmit={submit}
      // Without JavaScript a plain GET of the page with the named fields (ADR 0030); with it, onSubmit.
      method="get"
      action={links.leagues()}
      role="search"
      aria-label="Filter leagues"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1.2fr_1fr_1fr_1fr]">
        <SearchField id="league-search" placeholder="League name or short name" value={search} onChange={setSearch} />
        <SelectField
          id="league-country"
          name="country"
          label="Country"
          value={values.country}
          onValueChange={(v) => onChange({ country: v })}
        >
          <option value="">All countries</option>
          {countries.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField id="league-level" name="level" label="Level" value={values.level} onValueChange={(v) => onChange({ level: v })}>
          <option value="">All levels</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {levelLabel(l)}
            </option>
          ))}
        </SelectField>
        <SelectField id="league-status" name="status" label="Status" value={values.status} onValueChange={(v) => onChange({ status: v })}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </SelectField>
        <SelectField id="league-sort" name="sort" label="Sort by" value={values.sort} onValueChange={(v) => onChange({ sort: v })}>
          <option value="name">Name</option>
          <option value="country">Country</option>
          <option value="level">Level</option>
        </SelectField>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {/* Its own row on phones: a longer count must not push the buttons onto a new line (CLS). */}
        <p className="basis-full text-sm text-slate-600 sm:basis-auto" data-testid="result-count" aria-live="polite">
          {resultCount === undefined
            ? 'Counting…'
            : `${resultCount.toLocaleString('en-US')} ${resultCount === 1 ? 'league' : 'leagues'} found`}
        </p>
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            Search
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setSearch('');
              onClear();
            }}
          >
            <X aria-hidden="true" />
            Clear All
          </Button>
        </div>
      </div>
    </form>
  );
}
