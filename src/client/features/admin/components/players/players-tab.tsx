import { useState } from 'react';
import { PLAYER_POSITIONS, positionCode, positionLabel } from '#shared/domain/directory/positions';
import type { Player } from '#shared/schemas/player';
import { Select } from '#client/components/ui/input';
import { playersApi, usePlayers } from '../../api/players';
import { Pager } from '../pager';
import { ListStates } from '../resource/list-states';
import { DeleteRecord, EditButton } from '../resource/row-actions';
import { ResourceTab } from '../resource/resource-tab';
import { ResourceTable } from '../resource/resource-table';
import { useListControls } from '../resource/use-list-controls';
import { SearchBox } from '../search-box';
import { PlayerForm } from './player-form';

const LIMIT = 25;

const COLUMNS = [
  { label: 'Player', className: 'px-4 py-2 font-semibold sm:px-5' },
  { label: 'Pos', className: 'hidden px-3 py-2 font-semibold sm:table-cell' },
  { label: 'Team', className: 'hidden px-3 py-2 font-semibold sm:table-cell' },
  { label: 'Birth country', className: 'hidden px-3 py-2 font-semibold md:table-cell' },
  { label: 'Born', className: 'hidden px-3 py-2 font-semibold lg:table-cell' },
];

function PlayerRow({ player, onEdit }: { player: Player; onEdit: () => void }) {
  const name = `${player.firstName} ${player.lastName}`;
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-4 py-2 sm:px-5">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500 sm:hidden">
          {positionCode(player.position)} · {player.currentTeam?.name ?? 'Free agent'}
        </p>
      </td>
      <td className="hidden px-3 py-2 sm:table-cell">
        <span
          title={positionLabel(player.position)}
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-700"
        >
          {positionCode(player.position)}
        </span>
      </td>
      <td className="hidden px-3 py-2 text-slate-700 sm:table-cell">{player.currentTeam?.name ?? '—'}</td>
      <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{player.birthCountry?.name ?? '—'}</td>
      <td className="hidden px-3 py-2 tabular-nums text-slate-700 lg:table-cell">{player.dateOfBirth ?? '—'}</td>
      <td className="px-2 py-2 text-right whitespace-nowrap">
        <EditButton label={name} onClick={onEdit} />
        <DeleteRecord what="player" label={name} id={player.id} api={playersApi} writes={['players']} />
      </td>
    </tr>
  );
}

export function PlayersTab() {
  const list = useListControls<Player>();
  const [position, setPosition] = useState('');
  const query = usePlayers({ search: list.search, position, offset: list.offset, limit: LIMIT });
  const { data } = query;
  return (
    <ResourceTab
      noun="Player"
      editTitle={list.editing ? `Edit Player: ${list.editing.firstName} ${list.editing.lastName}` : undefined}
      onCancelEdit={list.cancelEdit}
      form={(close) => <PlayerForm key={list.editing?.id ?? 'new'} player={list.editing ?? undefined} onDone={close} />}
      title="Players"
      description={data ? `${data.total.toLocaleString('en-US')} players` : undefined}
      actions={
        <>
          <SearchBox
            label="Search players"
            placeholder="Search players..."
            value={list.search}
            onChange={list.setSearch}
            className="w-full sm:w-64"
          />
          <Select
            aria-label="Position"
            value={position}
            onChange={(e) => list.filter(() => setPosition(e.target.value))}
            className="h-9 w-full sm:w-40"
          >
            <option value="">All positions</option>
            {PLAYER_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {positionLabel(p)}
              </option>
            ))}
          </Select>
        </>
      }
    >
      <ListStates query={query} items={data?.items} what="the players" emptyTitle="No Players Found" skeletonRows={8}>
        {(items) => (
          <ResourceTable columns={COLUMNS}>
            {items.map((p) => (
              <PlayerRow key={p.id} player={p} onEdit={() => list.edit(p)} />
            ))}
          </ResourceTable>
        )}
      </ListStates>
      {data && <Pager offset={list.offset} limit={LIMIT} total={data.total} onChange={list.setOffset} busy={query.isFetching} />}
    </ResourceTab>
  );
}
