import { X } from 'lucide-react';
import type { FormEvent } from 'react';
import { PLAYER_POSITIONS, positionLabel } from '#shared/domain/directory/positions';
import { Button } from '#client/components/ui/button';
import { links } from '#shared/routes/routes';
import { usePlayerFacets } from '../api/get-player-facets';
import { SearchField, SelectField, useSyncedSearch } from '#client/components/ui/filter-fields';
import { TeamPicker } from './team-picker';

export type PlayersUrlFilters = { search: string; team: string; country: string; position: string };
type Props = { values: PlayersUrlFilters; onChange: (patch: Partial<PlayersUrlFilters>) => void; onClear: () => void };

export function PlayersFilters({ values, onChange, onClear }: Props) {
  const countries = (usePlayerFacets('country', {}).data?.items ?? []).filter((c) => c.key !== 'none');
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
      action={links.players()}
      role="search"
      aria-label="Filter players"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1.3fr_1fr_1fr_auto]"
    >
      <SearchField id="player-search" placeholder="Player name" value={search} onChange={setSearch} />
      {/* Full width on phones: a searchable field needs room for team names and its option list. */}
      <TeamPicker value={values.team} onChange={(team) => onChange({ team })} className="col-span-2 lg:col-span-1" />
      <SelectField
        id="player-country"
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
      <SelectField
        id="player-position"
        name="position"
        label="Position"
        value={values.position}
        onValueChange={(v) => onChange({ position: v })}
      >
        <option value="">All positions</option>
        {PLAYER_POSITIONS.map((p) => (
          <option key={p} value={p}>
            {positionLabel(p)}
          </option>
        ))}
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
