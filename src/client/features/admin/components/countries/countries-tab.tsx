import { useMemo, useState } from 'react';
import { Input } from '#client/components/ui/input';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { useCountries } from '../../api/countries';
import { Panel, RowsSkeleton } from '../panel';
import { CountryForm } from './country-form';
import { CountryRow } from './country-row';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function CountriesTab() {
  const query = useCountries();
  const { data, isLoading, error } = query;
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const q = fold(search.trim());
    return (data ?? []).filter((c) => !q || fold(c.name).includes(q) || c.code.toLowerCase().includes(q));
  }, [data, search]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <Panel title="Add Country" description="Name and a 3-letter code (ISO 3166 alpha-3).">
        <CountryForm />
      </Panel>
      <Panel
        title="Countries"
        description={data ? `${data.length.toLocaleString('en-US')} countries` : undefined}
        actions={
          <Input
            type="search"
            aria-label="Search countries"
            placeholder="Search countries..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-9 w-full sm:w-56"
          />
        }
      >
        {isLoading ? (
          <RowsSkeleton rows={8} />
        ) : error ? (
          <div className="p-4">
            <QueryError what="the countries" query={query} />
          </div>
        ) : rows.length === 0 ? (
          <div className="p-4">
            <EmptyState title="No countries found" />
          </div>
        ) : (
          <ul className="max-h-[36rem] divide-y divide-slate-100 overflow-y-auto">
            {rows.map((c) => (
              <CountryRow key={c.id} country={c} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
