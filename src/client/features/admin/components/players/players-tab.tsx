import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { PLAYER_POSITIONS, positionCode, positionLabel } from '#shared/domain/positions';
import type { Player } from '#shared/schemas/player';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { playersApi, usePlayers } from '../../api/players';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { ConfirmDelete } from '../confirm-delete';
import { FormPanel } from '../form-panel';
import { Pager } from '../pager';
import { Panel, RowsSkeleton } from '../panel';
import { SearchBox } from '../search-box';
import { PlayerForm } from './player-form';

const LIMIT = 25;

function PlayerRow({ player, onEdit }: { player: Player; onEdit: () => void }) {
  const name = `${player.firstName} ${player.lastName}`;
  const remove = useAdminMutation({
    mutationFn: (cascade: boolean) => playersApi.remove(player.id, cascade),
    invalidate: ['players', 'teams', 'stats'],
    success: 'Player deleted successfully',
    failure: 'Failed to delete player',
  });
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
        <Button variant="ghost" size="icon" className="size-8 text-slate-500" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <ConfirmDelete
          what="player"
          label={name}
          onConfirm={(cascade) => remove.mutate(cascade)}
          references={() => playersApi.references(player.id)}
          disabled={remove.isPending}
        />
      </td>
    </tr>
  );
}

export function PlayersTab() {
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Player | null>(null);
  const query = usePlayers({ search, position, offset, limit: LIMIT });
  const { data, isLoading, isFetching, error } = query;
  return (
    <div className="space-y-5">
      <FormPanel
        noun="Player"
        editTitle={editing ? `Edit Player: ${editing.firstName} ${editing.lastName}` : undefined}
        onCancelEdit={() => setEditing(null)}
      >
        {(close) => <PlayerForm key={editing?.id ?? 'new'} player={editing ?? undefined} onDone={close} />}
      </FormPanel>
      <Panel
        title="Players"
        description={data ? `${data.total.toLocaleString('en-US')} players` : undefined}
        actions={
          <>
            <SearchBox
              label="Search players"
              placeholder="Search players..."
              value={search}
              onChange={(v) => {
                setSearch(v);
                setOffset(0);
              }}
              className="w-full sm:w-64"
            />
            <Select
              aria-label="Position"
              value={position}
              onChange={(e) => {
                setPosition(e.target.value);
                setOffset(0);
              }}
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
        {isLoading ? (
          <RowsSkeleton rows={8} />
        ) : error ? (
          <div className="p-4">
            <QueryError what="the players" query={query} />
          </div>
        ) : !data?.items.length ? (
          <div className="p-4">
            <EmptyState title="No Players Found" />
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold sm:px-5">
                    Player
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                    Pos
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                    Team
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
                    Birth country
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold lg:table-cell">
                    Born
                  </th>
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((p) => (
                  <PlayerRow
                    key={p.id}
                    player={p}
                    onEdit={() => {
                      setEditing(p);
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
