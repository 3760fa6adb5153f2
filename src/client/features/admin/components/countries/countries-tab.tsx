import { useMemo, useState } from 'react';
import { useCountries } from '../../api/countries';
import { ListStates } from '../resource/list-states';
import { SideFormTab } from '../resource/resource-tab';
import { CountryForm } from './country-form';
import { CountryRow } from './country-row';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function CountriesTab() {
  const query = useCountries();
  const { data } = query;
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const q = fold(search.trim());
    return (data ?? []).filter((c) => !q || fold(c.name).includes(q) || c.code.toLowerCase().includes(q));
  }, [data, search]);
  return (
    <SideFormTab
      formTitle="Add Country"
      formDescription="Name and a 3-letter code (ISO 3166 alpha-3)."
      form={<CountryForm />}
      title="Countries"
      description={data ? `${data.length.toLocaleString('en-US')} countries` : undefined}
      noun="countries"
      search={search}
      onSearch={setSearch}
    >
      <ListStates query={query} items={rows} what="the countries" emptyTitle="No countries found" skeletonRows={8}>
        {(items) => (
          <ul className="max-h-[36rem] divide-y divide-slate-100 overflow-y-auto">
            {items.map((c) => (
              <CountryRow key={c.id} country={c} />
            ))}
          </ul>
        )}
      </ListStates>
    </SideFormTab>
  );
}
