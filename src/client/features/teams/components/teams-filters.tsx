import { X } from 'lucide-react';
import { type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { links } from '#shared/routes/routes';
import { useTeamFacets } from '../api/get-team-facets';
import { SearchField, SelectField, useSyncedSearch } from '#client/components/ui/filter-fields';

export type TeamsUrlFilters = { search: string; league: string; country: string; sort: string };
type Props = { values: TeamsUrlFilters; onChange: (patch: Partial<TeamsUrlFilters>) => void; onClear: () => void };
const NO_FILTERS = { search: '', leagueId: '', countryId: '' };

/** League and country options come from the group counts (only values that have teams, NHL first). */
export function TeamsFilters({ values, onChange, onClear }: Props) {
  const leagues = useTeamFacets('league', NO_FILTERS).data?.items ?? [];
  const countries = useTeamFacets('country', NO_FILTERS).data?.items ?? [];
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
      action={links.teams()}
      role="search"
      aria-label="Filter teams"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1.3fr_1fr_1fr_auto]"
    >
      <SearchField id="team-search" placeholder="Name, short name or city" value={search} onChange={setSearch} />
      <SelectField id="team-league" name="league" label="League" value={values.league} onValueChange={(v) => onChange({ league: v })}>
        <option value="">All leagues</option>
        {leagues
          .filter((l) => l.key !== 'none')
          .map((l) => (
            <option key={l.key} value={l.key}>
              {l.label}
            </option>
          ))}
      </SelectField>
      <SelectField id="team-country" name="country" label="Country" value={values.country} onValueChange={(v) => onChange({ country: v })}>
        <option value="">All countries</option>
        {countries
          .filter((c) => c.key !== 'none')
          .map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
      </SelectField>
      <SelectField id="team-sort" name="sort" label="Sort by" value={values.sort} onValueChange={(v) => onChange({ sort: v })}>
        <option value="name">Name</option>
        <option value="league">League</option>
        <option value="country">Country</option>
      </SelectField>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          Search
        </Button>
        <Button
          type="button"
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
    </form>
  );
}
