import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import type { Game } from '#shared/schemas/game';
import { resultIssues } from '#shared/domain/games/game-result-rules';
import type { GameOutcome, GameStatus } from '#shared/domain/games/game-status';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { EmptyState } from '#client/components/ui/states';
import { useMine } from '../../lib/use-mine';
import { gamesQuery, saveResults, type ResultRow } from '../../api/games';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { RowsSkeleton } from '../panel';
import { OUTCOME_OPTIONS, STATUS_OPTIONS } from './game-options';

type Draft = { homeScore: string; awayScore: string; status: string; outcome: string };
const draftOf = (g: Game): Draft => ({
  homeScore: g.homeScore?.toString() ?? '',
  awayScore: g.awayScore?.toString() ?? '',
  status: g.status,
  outcome: g.outcome ?? '',
});
const abbrev = (t: { name: string; shortName: string | null }) => t.shortName ?? t.name.slice(0, 3).toUpperCase();
const toScore = (s: string) => (s.trim() === '' ? null : Math.max(0, Math.trunc(Number(s))));

/** A whole day's slate: type every score, save once (POST /api/games/results). */
export function ResultsEntry({ date, leagueId }: { date: string; leagueId: string }) {
  const { data, isLoading } = useQuery(gamesQuery({ date, leagueId, status: '', offset: 0, limit: 500 }, useMine()));
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const games = data?.items ?? [];
  const changed: ResultRow[] = games
    .filter((g) => drafts[g.id] && JSON.stringify(drafts[g.id]) !== JSON.stringify(draftOf(g)))
    .map((g) => {
      const d = drafts[g.id];
      return { id: g.id, homeScore: toScore(d.homeScore), awayScore: toScore(d.awayScore), status: d.status, outcome: d.outcome || null };
    });
  // The shared result rules (issue #18), row by row, before anything is sent.
  const problems = new Map(
    changed.map((r) => [
      r.id,
      resultIssues(
        {
          status: r.status as GameStatus,
          homeScore: r.homeScore,
          awayScore: r.awayScore,
          outcome: r.outcome as GameOutcome | null,
        },
        // The row does not carry its league's points system: a TIE passes here and the server decides.
        'unknown',
      ),
    ]),
  );
  const blocked = [...problems.values()].some((p) => p.length > 0);
  const save = useAdminMutation({
    mutationFn: () => saveResults(changed),
    writes: ['games'],
    success: `Results saved successfully (${changed.length} game${changed.length === 1 ? '' : 's'})`,
    failure: 'Failed to save results',
    onSuccess: () => setDrafts({}),
  });
  const edit = (g: Game, patch: Partial<Draft>) =>
    setDrafts((d) => {
      const next = { ...(d[g.id] ?? draftOf(g)), ...patch };
      // Typing both scores of an unfinished game makes it final, as Auto-Set Status would, decided
      // in regulation unless the row says otherwise (shown in its Outcome select, never implied).
      if (('homeScore' in patch || 'awayScore' in patch) && next.homeScore !== '' && next.awayScore !== '' && next.status === 'scheduled') {
        next.status = 'final';
        if (next.outcome === '') next.outcome = 'REG';
      }
      return { ...d, [g.id]: next };
    });

  if (isLoading) return <RowsSkeleton rows={5} />;
  if (!games.length)
    return (
      <div className="p-4">
        <EmptyState title="No Games Found" description={`No games on ${date}.`} />
      </div>
    );
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {games.map((g) => {
          const d = drafts[g.id] ?? draftOf(g);
          return (
            <li
              key={g.id}
              className="flex flex-wrap items-center gap-2 px-4 py-2.5 sm:px-5"
              aria-label={`${g.awayTeam.name} at ${g.homeTeam.name}`}
            >
              <p className="basis-full text-sm font-medium text-slate-900 sm:basis-auto sm:flex-1">
                {g.awayTeam.name} <span className="text-slate-400">@</span> {g.homeTeam.name}
                <span className="ml-2 text-xs font-normal tabular-nums text-slate-500">{g.gameTime?.slice(0, 5) ?? ''}</span>
              </p>
              <div className="flex items-center gap-1.5">
                <abbr title={g.awayTeam.name} className="w-10 text-right text-xs font-semibold text-slate-500 no-underline">
                  {abbrev(g.awayTeam)}
                </abbr>
                <Input
                  aria-label={`${g.awayTeam.name} score`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  className="h-9 w-14 px-1 text-center"
                  value={d.awayScore}
                  onChange={(e) => edit(g, { awayScore: e.target.value })}
                />
                <span className="text-slate-400" aria-hidden="true">
                  –
                </span>
                <Input
                  aria-label={`${g.homeTeam.name} score`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  className="h-9 w-14 px-1 text-center"
                  value={d.homeScore}
                  onChange={(e) => edit(g, { homeScore: e.target.value })}
                />
                <abbr title={g.homeTeam.name} className="w-10 text-xs font-semibold text-slate-500 no-underline">
                  {abbrev(g.homeTeam)}
                </abbr>
              </div>
              <Select
                aria-label={`Status of ${g.awayTeam.name} at ${g.homeTeam.name}`}
                className="h-9 w-32"
                value={d.status}
                onChange={(e) => edit(g, { status: e.target.value })}
              >
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={`Outcome of ${g.awayTeam.name} at ${g.homeTeam.name}`}
                className="h-9 w-20"
                value={d.outcome}
                onChange={(e) => edit(g, { outcome: e.target.value })}
              >
                {OUTCOME_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
              {problems.get(g.id)?.map((p) => (
                <p key={p.field + p.message} role="alert" className="basis-full text-xs font-medium text-red-700">
                  {p.message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      <div className="sticky bottom-0 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-5">
        <p className="text-sm text-slate-600" aria-live="polite">
          {changed.length} unsaved change{changed.length === 1 ? '' : 's'}
        </p>
        <Button onClick={() => save.mutate(undefined)} disabled={!changed.length || blocked || save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save Results'}
        </Button>
      </div>
    </div>
  );
}
