import { Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { PLAYER_POSITIONS, positionLabel } from '../../../../shared/domain/positions';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { usePlayerFacets } from '../api/get-player-facets';
import { useTeamOption } from '../api/get-team-option';

export type PlayersUrlFilters = { search: string; team: string; country: string; position: string };
type Props = { values: PlayersUrlFilters; onChange: (patch: Partial<PlayersUrlFilters>) => void; onClear: () => void };

/** Team options: the first 500 teams with players (by name) plus the preselected ?team=. */
export function PlayersFilters({ values, onChange, onClear }: Props) {
  // 500 team names is a heavy query at spec scale: fetched after first paint (or on first use).
  const [wantTeams, setWantTeams] = useState(false);
  useEffect(() => { const t = setTimeout(() => setWantTeams(true), 1200); return () => clearTimeout(t); }, []);
  const teams = (usePlayerFacets('team', {}, wantTeams).data?.items ?? []).filter((t) => t.key !== 'none');
  const countries = (usePlayerFacets('country', {}).data?.items ?? []).filter((c) => c.key !== 'none');
  const selectedTeam = useTeamOption(values.team).data;
  const teamOptions = selectedTeam && !teams.some((t) => t.key === values.team)
    ? [{ key: values.team, label: selectedTeam.name }, ...teams] : teams;
  const [search, setSearch] = useState(values.search);
  const [synced, setSynced] = useState(values.search);
  if (synced !== values.search) { setSynced(values.search); setSearch(values.search); }
  const submit = (e: FormEvent) => { e.preventDefault(); onChange({ search: search.trim() }); };

  return (
    <form onSubmit={submit} role="search" aria-label="Filter players"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1.3fr_1fr_1fr_auto]">
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <Label htmlFor="player-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input id="player-search" type="search" className="pl-9" placeholder="Player name" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="player-team">Team</Label>
        <Select id="player-team" value={values.team} onChange={(e) => onChange({ team: e.target.value })}
          onFocus={() => setWantTeams(true)} onPointerDown={() => setWantTeams(true)}>
          <option value="">All teams</option>
          {teamOptions.map((t) => <option key={t.key} value={t.key}>{t.label}</option>)}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="player-country">Country</Label>
        <Select id="player-country" value={values.country} onChange={(e) => onChange({ country: e.target.value })}>
          <option value="">All countries</option>
          {countries.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="player-position">Position</Label>
        <Select id="player-position" value={values.position} onChange={(e) => onChange({ position: e.target.value })}>
          <option value="">All positions</option>
          {PLAYER_POSITIONS.map((p) => <option key={p} value={p}>{positionLabel(p)}</option>)}
        </Select>
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">Search</Button>
        <Button type="button" variant="secondary" onClick={() => { setSearch(''); onClear(); }}><X aria-hidden="true" />Clear</Button>
      </div>
    </form>
  );
}
