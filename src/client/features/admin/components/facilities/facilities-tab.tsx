import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Facility } from '#shared/schemas/facility';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { facilitiesApi, useFacilities } from '../../api/facilities';
import { humanize } from '../../lib/labels';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { ConfirmDelete } from '../confirm-delete';
import { FormPanel } from '../form-panel';
import { Pager } from '../pager';
import { Panel, RowsSkeleton } from '../panel';
import { SearchBox } from '../search-box';
import { FacilityForm } from './facility-form';

const LIMIT = 25;

function FacilityRow({ facility, onEdit }: { facility: Facility; onEdit: () => void }) {
  const remove = useAdminMutation({
    mutationFn: (cascade: boolean) => facilitiesApi.remove(facility.id, cascade),
    // A cascade clears the facility from teams and games.
    invalidate: ['facilities', 'venues', 'stats', 'teams', 'games'],
    success: 'Facility deleted successfully',
    failure: 'Failed to delete facility',
  });
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-4 py-2 sm:px-5">
        <p className="font-medium text-slate-900">{facility.name}</p>
        <p className="text-xs text-slate-500 md:hidden">
          {facility.city}, {facility.country?.name ?? '—'}
        </p>
      </td>
      <td className="hidden px-3 py-2 text-slate-700 md:table-cell">
        {facility.city}, {facility.country?.name ?? '—'}
      </td>
      <td className="hidden px-3 py-2 text-slate-700 lg:table-cell">
        {humanize(facility.facilityType)} · {humanize(facility.surfaceType)}
      </td>
      <td className="hidden px-3 py-2 text-right tabular-nums text-slate-700 sm:table-cell">
        {facility.capacity?.toLocaleString('en-US') ?? '—'}
      </td>
      <td className="px-2 py-2 text-right whitespace-nowrap">
        <Button variant="ghost" size="icon" className="size-8 text-slate-500" aria-label={`Edit ${facility.name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <ConfirmDelete
          what="facility"
          label={facility.name}
          onConfirm={(cascade) => remove.mutate(cascade)}
          references={() => facilitiesApi.references(facility.id)}
          disabled={remove.isPending}
        />
      </td>
    </tr>
  );
}

export function FacilitiesTab() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Facility | null>(null);
  const query = useFacilities({ search, offset, limit: LIMIT });
  const { data, isLoading, isFetching, error } = query;
  return (
    <div className="space-y-5">
      <FormPanel noun="Facility" editTitle={editing ? `Edit Facility: ${editing.name}` : undefined} onCancelEdit={() => setEditing(null)}>
        {(close) => <FacilityForm key={editing?.id ?? 'new'} facility={editing ?? undefined} onDone={close} />}
      </FormPanel>
      <Panel
        title="Facilities"
        description={data ? `${data.total.toLocaleString('en-US')} facilities` : undefined}
        actions={
          <SearchBox
            label="Search facilities"
            placeholder="Search facilities..."
            value={search}
            onChange={(v) => {
              setSearch(v);
              setOffset(0);
            }}
            className="w-full sm:w-64"
          />
        }
      >
        {isLoading ? (
          <RowsSkeleton rows={6} />
        ) : error ? (
          <div className="p-4">
            <QueryError what="the facilities" query={query} />
          </div>
        ) : !data?.items.length ? (
          <div className="p-4">
            <EmptyState title="No facilities found" />
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold sm:px-5">
                    Name
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
                    Location
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold lg:table-cell">
                    Type · Surface
                  </th>
                  <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
                    Capacity
                  </th>
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((f) => (
                  <FacilityRow
                    key={f.id}
                    facility={f}
                    onEdit={() => {
                      setEditing(f);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pager offset={offset} limit={LIMIT} total={data.total} onChange={setOffset} busy={isFetching} />}
      </Panel>
    </div>
  );
}
