import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LEVEL_DISPLAY_ORDER, levelLabel } from '../../../../shared/domain/levels';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { useLeagueFacets } from '../api/get-league-facets';

export type LeaguesUrlFilters = { search: string; country: string; level: string; status: string; sort: string };
type Props = { values: LeaguesUrlFilters; onChange: (patch: Partial<LeaguesUrlFilters>) => void; onClear: () => void; resultCount?: number };
const LEVELS = LEVEL_DISPLAY_ORDER.filter((l) => l !== 'other');

export function LeaguesFilters({ values, onChange, onClear, resultCount }: Props) {
  const countries = (useLeagueFacets('country', {}).data?.items ?? []).filter((c) => c.key !== 'none');
  const [search, setSearch] = useState(values.search);
  const [synced, setSynced] = useState(values.search);
  if (synced !== values.search) { setSynced(values.search); setSearch(values.search); }
  const submit = (e: FormEvent) => { e.preventDefault(); onChange({ search: search.trim() }); };

  return (
    <form onSubmit={submit} role="search" aria-label="Filter leagues" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1.2fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
          <Label htmlFor="league-search">Search</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <Input id="league-search" type="search" className="pl-9" placeholder="League name or short name" value={search}
              onChange={(e) => setSearch(e.target.value)} />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="league-country">Country</Label>
          <Select id="league-country" value={values.country} onChange={(e) => onChange({ country: e.target.value })}>
            <option value="">All countries</option>
            {countries.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="league-level">Level</Label>
          <Select id="league-level" value={values.level} onChange={(e) => onChange({ level: e.target.value })}>
            <option value="">All levels</option>
            {LEVELS.map((l) => <option key={l} value={l}>{levelLabel(l)}</option>)}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="league-status">Status</Label>
          <Select id="league-status" value={values.status} onChange={(e) => onChange({ status: e.target.value })}>
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="league-sort">Sort by</Label>
          <Select id="league-sort" value={values.sort} onChange={(e) => onChange({ sort: e.target.value })}>
            <option value="name">Name</option>
            <option value="country">Country</option>
            <option value="level">Level</option>
          </Select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" data-testid="result-count" aria-live="polite">
          {resultCount === undefined ? 'Counting…' : `${resultCount.toLocaleString('en-US')} ${resultCount === 1 ? 'league' : 'leagues'} found`}
        </p>
        <div className="flex gap-2">
          <Button type="submit" size="sm">Search</Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => { setSearch(''); onClear(); }}><X aria-hidden="true" />Clear All</Button>
        </div>
      </div>
    </form>
  );
}
