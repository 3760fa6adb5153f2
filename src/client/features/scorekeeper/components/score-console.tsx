import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Flag, Goal, MoreHorizontal, Play, ShieldAlert, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TeamSide } from '#shared/schemas/box-score';
import type { Player } from '#shared/schemas/player';
import { Button } from '#client/components/ui/button';
import { apiRequest, errorMessage, getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { refreshAfterWrite } from '#client/lib/refresh-after-write';
import type { ConsoleData } from '../api/console-data';
import type { ConsoleEvent, EventBody } from '../offline/outbox';
import type { useOutbox } from '../offline/use-outbox';
import { consoleState } from '../lib/console-state';
import { EventForm, FORM_TITLES, type FormType } from './event-form';
import { EventList } from './event-list';
import { LineupEditor } from './lineup-editor';
import { ClosedSheet } from './closed-sheet';
import { ScoreBar } from './score-bar';

const CLOSED = new Set(['final', 'cancelled', 'postponed']);

type Sheet = { type: FormType; initial: Record<string, unknown> & { team: TeamSide; period: number; time: string }; editing?: string };

/** Issue 27: the scorekeeper's console for one game — lineups, periods, events, end game. */
export function ScoreConsole({ data, box }: { data: ConsoleData; box: ReturnType<typeof useOutbox> }) {
  const { game } = data;
  const qc = useQueryClient();
  const s = consoleState(box.events);
  const [tab, setTab] = useState<'events' | 'lineups'>(s.lineups.home && s.lineups.away ? 'events' : 'lineups');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [more, setMore] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  // The sheet closes at End game (the server refuses a scorekeeper's writes from then on, issue 39).
  const closed = ended || CLOSED.has(game.status);

  const rosterIds = new Set([...data.home, ...data.away].map((p) => p.id));
  const callUpIds = [s.lineups.home, s.lineups.away].flatMap((l) => l?.playerIds ?? []).filter((id) => !rosterIds.has(id));
  const callUps = useQueries({
    queries: callUpIds.map((id) => ({ queryKey: queryKeys.player(id), queryFn: () => getJson<Player>(`/api/players/${id}`) })),
  });
  const known = useMemo(() => {
    const m = new Map<number, Player>();
    for (const p of [...data.home, ...data.away, ...callUps.flatMap((q) => (q.data ? [q.data] : []))]) m.set(p.id, p);
    return m;
  }, [data, callUps]);
  const dressed = (team: TeamSide): Player[] => {
    const l = s.lineups[team];
    return l ? l.playerIds.flatMap((id) => known.get(id) ?? []) : data[team];
  };
  const teams = {
    home: { name: game.homeTeam.shortName ?? game.homeTeam.name, players: dressed('home') },
    away: { name: game.awayTeam.shortName ?? game.awayTeam.name, players: dressed('away') },
  };
  const at = { period: s.period, time: s.lastTime };

  const open = (type: FormType, team: TeamSide = 'home') => {
    setMore(false);
    setSheet({ type, initial: { team, ...at, ...(type === 'shootout-attempt' ? { period: Math.max(5, s.period + 1) } : {}) } });
  };
  const save = async (body: EventBody) => {
    if (sheet?.editing) await box.edit(sheet.editing, body);
    else await box.record(body);
    setSheet(null);
  };
  const shot = (team: TeamSide) => void box.record({ type: 'shot', team, ...at });
  const periodEvent = (type: 'period-start' | 'period-end', period: number) =>
    void box.record({ type, period, time: type === 'period-start' ? '00:00' : period > 3 ? at.time : '20:00' });
  const endGame = async () => {
    setEnding('Ending the game…');
    try {
      const lineup = (['home', 'away'] as const).flatMap((team) =>
        (s.lineups[team]?.playerIds ?? []).map((playerId) => ({ team, playerId })),
      );
      await apiRequest('POST', `/api/games/${game.id}/events/end`, { lineup });
      await refreshAfterWrite(qc, ['game_events', 'box_scores', 'games']);
      setEnding('Final: the box score, standings and statistics are updated.');
      setEnded(true);
    } catch (err) {
      setEnding(`Not ended: ${errorMessage(err)}`);
    }
  };

  // Five equal thumb targets across a 375 px phone; long team names truncate rather than push sideways.
  const big = 'h-16 min-w-0 flex-col gap-0.5 rounded-xl px-1 text-xs [&_svg]:size-5';
  return (
    <div className="min-h-screen bg-slate-100 pb-28">
      <ScoreBar
        away={teams.away.name}
        home={teams.home.name}
        score={s.score}
        shots={s.shots}
        period={s.period}
        playing={s.playing}
        closedAs={closed ? (ended ? 'final' : game.status) : null}
        lastTime={s.lastTime}
        unsent={box.waiting.size}
        state={box.state}
        onRetry={box.retryNow}
      />
      <div className="mx-auto max-w-3xl space-y-4 px-3 py-4">
        {box.refused.length > 0 && (
          <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
            <p className="font-semibold">Not stored by the server:</p>
            <ul className="list-disc pl-5">
              {box.refused.map((r) => (
                <li key={r.eventId}>
                  {r.message}
                  {r.stored ? ' (the stored event is shown in the list)' : ''}
                </li>
              ))}
            </ul>
            <button type="button" className="mt-1 font-semibold underline" onClick={box.dismissRefused}>
              Dismiss
            </button>
          </div>
        )}
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-white p-1 ring-1 ring-slate-200" role="tablist">
          {(['lineups', 'events'] as const).map((t) => (
            <button
              key={t}
              role="tab"
              type="button"
              aria-selected={tab === t}
              onClick={() => setTab(t)}
              className={`h-11 rounded-lg text-sm font-semibold ${tab === t ? 'bg-navy-900 text-white' : 'text-slate-700'}`}
            >
              {t === 'lineups'
                ? `Lineups${s.lineups.home && s.lineups.away ? ' ✓' : ''}`
                : `Events (${box.events.filter((e) => e.type !== 'lineup').length})`}
            </button>
          ))}
        </div>
        {tab === 'lineups' ? (
          // grid-cols-1 is minmax(0, 1fr): a long name in a select may not widen the page past a phone.
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {(['away', 'home'] as const).map((team) => (
              <LineupEditor
                key={`${team}-${s.lineups[team]?.version ?? 'new'}-${callUps.length}`}
                team={team}
                teamName={teams[team].name}
                leagueId={game.league?.id ?? null}
                roster={data[team]}
                known={known}
                current={s.lineups[team]}
                onConfirm={(body) => void (s.lineups[team] ? box.edit(s.lineups[team].id, body) : box.record(body))}
              />
            ))}
          </div>
        ) : (
          <>
            {closed ? (
              <ClosedSheet gameId={game.id} status={ended ? 'final' : game.status} />
            ) : (
              <div className="flex gap-2">
                {s.playing ? (
                  <Button variant="secondary" className="h-12 flex-1" onClick={() => periodEvent('period-end', s.period)}>
                    <Square aria-hidden="true" /> End {s.period <= 3 ? `period ${s.period}` : 'overtime'}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    className="h-12 flex-1"
                    onClick={() => periodEvent('period-start', s.started ? s.period + 1 : 1)}
                  >
                    <Play aria-hidden="true" /> Start {s.started ? (s.period + 1 <= 3 ? `period ${s.period + 1}` : 'overtime') : 'period 1'}
                  </Button>
                )}
                {s.started && !s.playing && s.period >= 3 && (
                  <Button className="h-12 flex-1" disabled={box.waiting.size > 0} onClick={() => void endGame()}>
                    <Flag aria-hidden="true" /> End game
                  </Button>
                )}
              </div>
            )}
            {ending && (
              <p role="status" className="rounded-lg bg-white p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                {ending}
              </p>
            )}
            <EventList
              events={box.events.filter((e) => e.type !== 'lineup')}
              waiting={box.waiting}
              players={known}
              teamName={(e) => ('team' in e ? teams[e.team].name : '')}
              onUndo={closed ? undefined : (e) => void box.remove(e.id)}
              onEdit={
                closed
                  ? undefined
                  : (e: ConsoleEvent) => setSheet({ type: e.type as FormType, initial: { ...e } as Sheet['initial'], editing: e.id })
              }
            />
          </>
        )}
      </div>

      {!closed && (
        <nav
          className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 backdrop-blur"
          aria-label="Record"
        >
          <div className="mx-auto grid max-w-3xl grid-cols-5 gap-1.5">
            <Button variant="secondary" className={big} onClick={() => shot('away')}>
              <ShieldAlert aria-hidden="true" />
              <span className="max-w-full truncate">Shot {teams.away.name}</span>
            </Button>
            <Button className={big} onClick={() => open('goal')}>
              <Goal aria-hidden="true" /> Goal
            </Button>
            <Button variant="secondary" className={big} onClick={() => open('penalty')}>
              <Flag aria-hidden="true" /> Penalty
            </Button>
            <Button variant="secondary" className={big} onClick={() => shot('home')}>
              <ShieldAlert aria-hidden="true" />
              <span className="max-w-full truncate">Shot {teams.home.name}</span>
            </Button>
            <Button variant="ghost" className={big} aria-expanded={more} onClick={() => setMore((m) => !m)}>
              <MoreHorizontal aria-hidden="true" /> More
            </Button>
          </div>
          {more && (
            <div className="mx-auto mt-2 grid max-w-3xl grid-cols-3 gap-2">
              {(['goalie-change', 'penalty-shot', 'shootout-attempt'] as const).map((t) => (
                <Button key={t} variant="secondary" className="h-12 text-xs" onClick={() => open(t)}>
                  {FORM_TITLES[t]}
                </Button>
              ))}
            </div>
          )}
        </nav>
      )}

      {sheet && !closed && (
        <div
          className="fixed inset-0 z-50 flex items-end bg-black/40 sm:items-center sm:justify-center"
          role="dialog"
          aria-modal="true"
          aria-label={FORM_TITLES[sheet.type]}
        >
          <div className="max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-slate-50 p-4 shadow-2xl sm:max-w-lg sm:rounded-2xl">
            <h2 className="mb-3 text-lg font-bold text-slate-900">
              {sheet.editing ? `Edit ${FORM_TITLES[sheet.type].toLowerCase()}` : FORM_TITLES[sheet.type]}
            </h2>
            <EventForm
              type={sheet.type}
              initial={sheet.initial}
              teams={teams}
              onSave={(b) => void save(b)}
              onCancel={() => setSheet(null)}
            />
          </div>
        </div>
      )}
    </div>
  );
}
