import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { useTeamFacets } from '../api/get-team-facets';

export type TeamsUrlFilters = { search: string; league: string; country: string; sort: string };
type Props = { values: TeamsUrlFilters; onChange: (patch: Partial<TeamsUrlFilters>) => void; onClear: () => void };
const NO_FILTERS = { search: '', leagueId: '', countryId: '' };

/** League and country options come from the group counts (only values that have teams, NHL first). */
export function TeamsFilters({ values, onChange, onClear }: Props) {
  const leagues = useTeamFacets('league', NO_FILTERS).data?.items ?? [];
  const countries = useTeamFacets('country', NO_FILTERS).data?.items ?? [];
  const [search, setSearch] = useState(values.search);
  const [synced, setSynced] = useState(values.search);
  if (synced !== values.search) { setSynced(values.search); setSearch(values.search); }
  const submit = (e: FormEvent) => { e.preventDefault(); onChange({ search: search.trim() }); };

  return (
    <form onSubmit={submit} role="search" aria-label="Filter teams"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1.3fr_1fr_1fr_auto]">
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <Label htmlFor="team-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input id="team-search" type="search" className="pl-9" placeholder="Name, short name or city" value={search}
            onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="team-league">League</Label>
        <Select id="team-league" value={values.league} onChange={(e) => onChange({ league: e.target.value })}>
          <option value="">All leagues</option>
          {leagues.filter((l) => l.key !== 'none').map((l) => <option key={l.key} value={l.key}>{l.label}</option>)}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="team-country">Country</Label>
        <Select id="team-country" value={values.country} onChange={(e) => onChange({ country: e.target.value })}>
          <option value="">All countries</option>
          {countries.filter((c) => c.key !== 'none').map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="team-sort">Sort by</Label>
        <Select id="team-sort" value={values.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          <option value="name">Name</option>
          <option value="league">League</option>
          <option value="country">Country</option>
        </Select>
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">Search</Button>
        <Button type="button" variant="secondary" onClick={() => { setSearch(''); onClear(); }}><X aria-hidden="true" />Clear All</Button>
      </div>
    </form>
  );
}
