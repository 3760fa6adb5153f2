import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FACILITY_TYPES, SURFACE_TYPES } from '../../../../shared/schemas/enums';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { useCountries } from '../api/get-countries';
import type { FacilityFilters as Filters } from '../api/get-facilities';
import { enumLabel } from './facility-labels';

type Props = { values: Filters; onChange: (patch: Partial<Filters>) => void; onClear: () => void };

/** Selects apply at once; the search text applies on submit (Enter or Apply Filters). */
export function FacilityFilters({ values, onChange, onClear }: Props) {
  const { data: countries = [] } = useCountries();
  const [search, setSearch] = useState(values.search);
  const [synced, setSynced] = useState(values.search);
  // Back/forward changes the URL: the text box follows it.
  if (synced !== values.search) { setSynced(values.search); setSearch(values.search); }

  const submit = (e: FormEvent) => { e.preventDefault(); onChange({ search: search.trim() }); };
  return (
    <form onSubmit={submit} role="search" aria-label="Filter facilities"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <Label htmlFor="facility-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input id="facility-search" type="search" className="pl-9" placeholder="Facility name or city" value={search}
            onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="facility-country">Country</Label>
        <Select id="facility-country" value={values.countryId} onChange={(e) => onChange({ countryId: e.target.value })}>
          <option value="">All countries</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="facility-surface">Surface</Label>
        <Select id="facility-surface" value={values.surfaceType} onChange={(e) => onChange({ surfaceType: e.target.value })}>
          <option value="">All surfaces</option>
          {SURFACE_TYPES.map((s) => <option key={s} value={s}>{enumLabel(s)}</option>)}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="facility-type">Facility type</Label>
        <Select id="facility-type" value={values.facilityType} onChange={(e) => onChange({ facilityType: e.target.value })}>
          <option value="">All types</option>
          {FACILITY_TYPES.map((t) => <option key={t} value={t}>{enumLabel(t)}</option>)}
        </Select>
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">Apply Filters</Button>
        <Button type="button" variant="secondary" onClick={() => { setSearch(''); onClear(); }}>Clear</Button>
      </div>
    </form>
  );
}
