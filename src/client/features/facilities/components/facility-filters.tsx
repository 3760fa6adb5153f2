import { type FormEvent } from 'react';
import { FACILITY_TYPES, SURFACE_TYPES } from '#shared/schemas/enums';
import { Button } from '#client/components/ui/button';
import { links } from '#shared/routes/routes';
import { useCountries } from '../api/get-countries';
import type { FacilityFilters as Filters } from '../api/get-facilities';
import { enumLabel } from './facility-labels';
import { SearchField, SelectField, useSyncedSearch } from '#client/components/ui/filter-fields';

type Props = { values: Filters; onChange: (patch: Partial<Filters>) => void; onClear: () => void };

/** Selects apply at once; the search text applies on submit (Enter or Apply Filters). */
export function FacilityFilters({ values, onChange, onClear }: Props) {
  const { data: countries = [] } = useCountries();
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
      action={links.facilities()}
      role="search"
      aria-label="Filter facilities"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <SearchField id="facility-search" placeholder="Facility name or city" value={search} onChange={setSearch} />
      <SelectField
        id="facility-country"
        name="countryId"
        label="Country"
        value={values.countryId}
        onValueChange={(v) => onChange({ countryId: v })}
      >
        <option value="">All countries</option>
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="facility-surface"
        name="surfaceType"
        label="Surface"
        value={values.surfaceType}
        onValueChange={(v) => onChange({ surfaceType: v })}
      >
        <option value="">All surfaces</option>
        {SURFACE_TYPES.map((s) => (
          <option key={s} value={s}>
            {enumLabel(s)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="facility-type"
        name="facilityType"
        label="Facility type"
        value={values.facilityType}
        onValueChange={(v) => onChange({ facilityType: v })}
      >
        <option value="">All types</option>
        {FACILITY_TYPES.map((t) => (
          <option key={t} value={t}>
            {enumLabel(t)}
          </option>
        ))}
      </SelectField>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          Apply Filters
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setSearch('');
            onClear();
          }}
        >
          Clear All
        </Button>
      </div>
    </form>
  );
}
