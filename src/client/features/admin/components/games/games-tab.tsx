import { ClipboardList, List, Wand2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Game } from '#shared/schemas/game';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { boxScoreWarningsQuery } from '../../api/box-scores';
import { autoSetStatus, useGames } from '../../api/games';
import { useLeagues } from '../../api/leagues';
import { useUser } from '#client/lib/session';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { Pager } from '../pager';
import { ListStates } from '../resource/list-states';
import { ResourceTab } from '../resource/resource-tab';
import { ResourceTable } from '../resource/resource-table';
import { useListControls } from '../resource/use-list-controls';
import { BoxScoreEditor } from '../box-score/box-score-editor';
import { GameForm } from './game-form';
import { STATUS_OPTIONS, localToday } from './game-options';
import { GameRow } from './game-row';
import { ResultsEntry } from './results-entry';

const LIMIT = 25;

const COLUMNS = [
  { label: 'Date', className: 'hidden px-4 py-2 font-semibold sm:table-cell sm:px-5' },
  { label: 'Matchup', className: 'px-3 py-2 pl-4 font-semibold sm:pl-3' },
  { label: 'Score', className: 'px-3 py-2 text-center font-semibold' },
  { label: 'Status', className: 'hidden px-3 py-2 font-semibold sm:table-cell' },
];

export function GamesTab() {
  const [params, setParams] = useSearchParams();
  const boxScoreId = Number(params.get('boxscore'));
  const openBoxScore = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('boxscore');
        else next.set('boxscore', String(id));
        return next;
      },
      { preventScrollReset: id === null },
    );
  if (Number.isInteger(boxScoreId) && boxScoreId > 0) return <BoxScoreEditor gameId={boxScoreId} onClose={() => openBoxScore(null)} />;
  return <GamesList onBoxScore={(id) => openBoxScore(id)} />;
}

function GamesList({ onBoxScore }: { onBoxScore: (gameId: number) => void }) {
  const leagues = useLeagues();
  const list = useListControls<Game>();
  const { filter } = list;
  const [date, setDate] = useState(localToday());
  const { isAdmin, leagueIds } = useUser();
  // A league manager starts on their own league's games (issue 27); other leagues stay viewable, not editable.
  const [leagueId, setLeagueId] = useState(isAdmin || !leagueIds.length ? '' : String(leagueIds[0]));
  const [status, setStatus] = useState('');
  const [view, setView] = useState<'list' | 'results'>('list');
  const query = useGames({ date, leagueId, status, offset: list.offset, limit: LIMIT });
  const { data } = query;
  // Warnings only of games this user keeps: another league's would make the whole read a 403.
  const mine = (data?.items ?? []).filter((g) => isAdmin || (g.league !== null && leagueIds.includes(g.league.id))).map((g) => g.id);
  const warnings = useQuery(boxScoreWarningsQuery(mine));
  // Applies the shared rule (both scores → final, else scheduled) on the server to the filtered games.
  const auto = useAdminMutation({
    mutationFn: () => autoSetStatus({ date: date || undefined, leagueId: leagueId ? Number(leagueId) : undefined }),
    writes: ['games'],
    success: (_v, r) => `Auto-Set Status updated ${r.changed} game${r.changed === 1 ? '' : 's'}`,
    failure: 'Failed to auto-set status',
  });
  return (
    <ResourceTab
      noun="Game"
      editTitle={list.editing ? 'Edit Game' : undefined}
      onCancelEdit={list.cancelEdit}
      form={(close) => <GameForm key={list.editing?.id ?? 'new'} game={list.editing ?? undefined} onDone={close} />}
      title="Games"
      description={data ? `${data.total.toLocaleString('en-US')} games${date ? ` on ${date}` : ''}` : undefined}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setView(view === 'list' ? 'results' : 'list')}
            disabled={!date && view === 'list'}
            title={date ? undefined : 'Pick a date to enter results'}
          >
            {view === 'list' ? (
              <>
                <ClipboardList aria-hidden="true" />
                Results entry
              </>
            ) : (
              <>
                <List aria-hidden="true" />
                Game list
              </>
            )}
          </Button>
          <Button size="sm" onClick={() => auto.mutate(undefined)} disabled={auto.isPending}>
            <Wand2 aria-hidden="true" />
            {auto.isPending ? 'Updating...' : 'Auto-Set Status'}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-2 border-b border-slate-100 px-4 py-3 sm:flex sm:px-5">
        <Input
          type="date"
          aria-label="Game date"
          value={date}
          onChange={(e) => filter(() => setDate(e.target.value))}
          className="h-9 sm:w-44"
        />
        <Select aria-label="League" value={leagueId} onChange={(e) => filter(() => setLeagueId(e.target.value))} className="h-9 sm:w-64">
          <option value="">{isAdmin ? 'All Leagues' : 'All your leagues'}</option>
          {leagues.data?.items.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
        {view === 'list' && (
          <Select aria-label="Status" value={status} onChange={(e) => filter(() => setStatus(e.target.value))} className="h-9 sm:w-40">
            <option value="">All statuses</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
        {date && (
          <Button
            variant="ghost"
            size="sm"
            className="h-9"
            onClick={() =>
              filter(() => {
                setDate('');
                setView('list');
              })
            }
          >
            All dates
          </Button>
        )}
      </div>
      {view === 'results' && date ? (
        <ResultsEntry key={`${date}-${leagueId}`} date={date} leagueId={leagueId} />
      ) : (
        <ListStates
          query={query}
          items={data?.items}
          what="the games"
          emptyTitle="No Games Found"
          errorTitle="Failed to fetch games"
          skeletonRows={5}
        >
          {(items) => (
            <ResourceTable columns={COLUMNS}>
              {items.map((g) => (
                <GameRow
                  key={g.id}
                  game={g}
                  onBoxScore={() => onBoxScore(g.id)}
                  warnings={warnings.data?.find((x) => x.gameId === g.id)?.warnings}
                  onEdit={() => list.edit(g)}
                />
              ))}
            </ResourceTable>
          )}
        </ListStates>
      )}
      {view === 'list' && data && (
        <Pager offset={list.offset} limit={LIMIT} total={data.total} onChange={list.setOffset} busy={query.isFetching} />
      )}
    </ResourceTab>
  );
}
