import { ClipboardList, List, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Game } from '#shared/schemas/game';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { GAME_KEYS, autoSetStatus, useGames } from '../../api/games';
import { useLeagues } from '../../api/leagues';
import { useUser } from '#client/lib/session';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { FormPanel } from '../form-panel';
import { Pager } from '../pager';
import { Panel, RowsSkeleton } from '../panel';
import { BoxScoreEditor } from '../box-score/box-score-editor';
import { GameForm } from './game-form';
import { STATUS_OPTIONS, localToday } from './game-options';
import { GameRow } from './game-row';
import { ResultsEntry } from './results-entry';

const LIMIT = 25;

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
  const [date, setDate] = useState(localToday());
  const { isAdmin, leagueIds } = useUser();
  // A league manager starts on their own league's games (issue 27); other leagues stay viewable, not editable.
  const [leagueId, setLeagueId] = useState(isAdmin || !leagueIds.length ? '' : String(leagueIds[0]));
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const [view, setView] = useState<'list' | 'results'>('list');
  const [editing, setEditing] = useState<Game | null>(null);
  const query = useGames({ date, leagueId, status, offset, limit: LIMIT });
  const { data, isLoading, isFetching, error } = query;
  // Applies the shared rule (both scores → final, else scheduled) on the server to the filtered games.
  const auto = useAdminMutation({
    mutationFn: () => autoSetStatus({ date: date || undefined, leagueId: leagueId ? Number(leagueId) : undefined }),
    invalidate: GAME_KEYS,
    success: (_v, r) => `Auto-Set Status updated ${r.changed} game${r.changed === 1 ? '' : 's'}`,
    failure: 'Failed to auto-set status',
  });
  const filter = (fn: () => void) => {
    fn();
    setOffset(0);
  };
  return (
    <div className="space-y-5">
      <FormPanel noun="Game" editTitle={editing ? 'Edit Game' : undefined} onCancelEdit={() => setEditing(null)}>
        {(close) => <GameForm key={editing?.id ?? 'new'} game={editing ?? undefined} onDone={close} />}
      </FormPanel>
      <Panel
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
            <option value="">All Leagues</option>
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
        ) : isLoading ? (
          <RowsSkeleton rows={5} />
        ) : error ? (
          <div className="p-4">
            <QueryError what="the games" query={query} title="Failed to fetch games" />
          </div>
        ) : !data?.items.length ? (
          <div className="p-4">
            <EmptyState title="No Games Found" />
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell sm:px-5">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2 pl-4 font-semibold sm:pl-3">
                    Matchup
                  </th>
                  <th scope="col" className="px-3 py-2 text-center font-semibold">
                    Score
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                    Status
                  </th>
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((g) => (
                  <GameRow
                    key={g.id}
                    game={g}
                    onBoxScore={() => onBoxScore(g.id)}
                    onEdit={() => {
                      setEditing(g);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {view === 'list' && data && <Pager offset={offset} limit={LIMIT} total={data.total} onChange={setOffset} busy={isFetching} />}
      </Panel>
    </div>
  );
}
