import type { Facility } from '#shared/schemas/facility';
import { facilitiesApi, useFacilities } from '../../api/facilities';
import { humanize } from '../../lib/labels';
import { Pager } from '../pager';
import { ListStates } from '../resource/list-states';
import { DeleteRecord, EditButton } from '../resource/row-actions';
import { ResourceTab } from '../resource/resource-tab';
import { ResourceTable } from '../resource/resource-table';
import { useListControls } from '../resource/use-list-controls';
import { SearchBox } from '../search-box';
import { FacilityForm } from './facility-form';

const LIMIT = 25;

const COLUMNS = [
  { label: 'Name', className: 'px-4 py-2 font-semibold sm:px-5' },
  { label: 'Location', className: 'hidden px-3 py-2 font-semibold md:table-cell' },
  { label: 'Type · Surface', className: 'hidden px-3 py-2 font-semibold lg:table-cell' },
  { label: 'Capacity', className: 'hidden px-3 py-2 text-right font-semibold sm:table-cell' },
];

function FacilityRow({ facility, onEdit }: { facility: Facility; onEdit: () => void }) {
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
        <EditButton label={facility.name} onClick={onEdit} />
        {/* A cascade clears the facility from teams and games. */}
        <DeleteRecord
          what="facility"
          label={facility.name}
          id={facility.id}
          api={facilitiesApi}
          writes={['facilities', 'teams', 'games']}
        />
      </td>
    </tr>
  );
}

export function FacilitiesTab() {
  const list = useListControls<Facility>();
  const query = useFacilities({ search: list.search, offset: list.offset, limit: LIMIT });
  const { data } = query;
  return (
    <ResourceTab
      noun="Facility"
      editTitle={list.editing ? `Edit Facility: ${list.editing.name}` : undefined}
      onCancelEdit={list.cancelEdit}
      form={(close) => <FacilityForm key={list.editing?.id ?? 'new'} facility={list.editing ?? undefined} onDone={close} />}
      title="Facilities"
      description={data ? `${data.total.toLocaleString('en-US')} facilities` : undefined}
      actions={
        <SearchBox
          label="Search facilities"
          placeholder="Search facilities..."
          value={list.search}
          onChange={list.setSearch}
          className="w-full sm:w-64"
        />
      }
    >
      <ListStates query={query} items={data?.items} what="the facilities" emptyTitle="No facilities found" skeletonRows={6}>
        {(items) => (
          <ResourceTable columns={COLUMNS}>
            {items.map((f) => (
              <FacilityRow key={f.id} facility={f} onEdit={() => list.edit(f)} />
            ))}
          </ResourceTable>
        )}
      </ListStates>
      {data && <Pager offset={list.offset} limit={LIMIT} total={data.total} onChange={list.setOffset} busy={query.isFetching} />}
    </ResourceTab>
  );
}
