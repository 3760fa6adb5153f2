import { X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { PLAYER_POSITIONS, positionLabel } from '../../../../shared/domain/positions';
import { Button } from '../../../components/ui/button';
import { usePlayerFacets } from '../api/get-player-facets';
import { useTeamOption } from '../api/get-team-option';
import { SearchField, SelectField, useSyncedSearch } from '../../../components/ui/filter-fields';

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
  const [search, setSearch] = useSyncedSearch(values.search);
  const submit = (e: FormEvent) => { e.preventDefault(); onChange({ search: search.trim() }); };

  return (
    <form onSubmit={submit} role="search" aria-label="Filter players"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1.3fr_1fr_1fr_auto]">
      <SearchField id="player-search" placeholder="Player name" value={search} onChange={setSearch} />
      <SelectField id="player-team" label="Team" value={values.team} onValueChange={(v) => onChange({ team: v })} onFocus={() => setWantTeams(true)} onPointerDown={() => setWantTeams(true)}>
        <option value="">All teams</option>
        {teamOptions.map((t) => <option key={t.key} value={t.key}>{t.label}</option>)}
      </SelectField>
      <SelectField id="player-country" label="Country" value={values.country} onValueChange={(v) => onChange({ country: v })}>
        <option value="">All countries</option>
        {countries.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
      </SelectField>
      <SelectField id="player-position" label="Position" value={values.position} onValueChange={(v) => onChange({ position: v })}>
        <option value="">All positions</option>
        {PLAYER_POSITIONS.map((p) => <option key={p} value={p}>{positionLabel(p)}</option>)}
      </SelectField>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">Search</Button>
        <Button type="button" variant="secondary" onClick={() => { setSearch(''); onClear(); }}><X aria-hidden="true" />Clear</Button>
      </div>
    </form>
  );
}
