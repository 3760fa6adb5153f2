import { eventsToBoxScore } from '#shared/domain/box-score/events-to-box-score';
import { Radio } from 'lucide-react';
import type { Game } from '#shared/schemas/game';
import type { GameEvent } from '#shared/schemas/game-event';
import { cn } from '#client/lib/cn';
import { useRoster } from '../api/get-roster';

type Names = (id: number | null | undefined) => string;
const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
const periodName = (p: number) => (p <= 3 ? `${ordinal(p)} Period` : p === 4 ? 'Overtime' : `${p - 3}OT`);

function describe(e: GameEvent, name: Names): { title: string; detail?: string } {
  switch (e.type) {
    case 'goal': {
      const assists = [e.assist1PlayerId, e.assist2PlayerId].filter((a) => a != null).map(name);
      const tags = [e.strength !== 'EV' ? e.strength : null, e.emptyNet ? 'EN' : null].filter(Boolean).join(' · ');
      return {
        title: `Goal — ${name(e.scorerPlayerId)}`,
        detail: [assists.length ? `Assists: ${assists.join(', ')}` : 'Unassisted', tags].filter(Boolean).join(' · '),
      };
    }
    case 'penalty':
      return {
        title: `Penalty — ${e.playerId ? name(e.playerId) : 'Bench'}`,
        detail: `${e.minutes} min, ${e.infraction}${e.servedByPlayerId ? ` (served by ${name(e.servedByPlayerId)})` : ''}`,
      };
    case 'goalie-change':
      return { title: e.playerId ? `Goalie in — ${name(e.playerId)}` : 'Goalie pulled' };
    case 'penalty-shot':
      return { title: `Penalty shot — ${name(e.shooterPlayerId)}`, detail: `${e.scored ? 'Scored' : 'Missed'} · ${e.infraction}` };
    case 'shootout-attempt':
      return { title: `Shootout — ${name(e.playerId)}`, detail: e.scored ? 'Scored' : 'Missed' };
    case 'period-start':
      return { title: `Start of ${periodName(e.period)}` };
    case 'period-end':
      return { title: `End of ${periodName(e.period)}` };
    case 'shot':
      return { title: 'Shot on goal' };
    case 'lineup':
      return { title: 'Lineup confirmed', detail: `${e.playerIds.length} players dressed` };
  }
}

/** Issue 27: the game's events as they happen, period by period (shots are counted, not listed). */
export function PlayByPlay({ game, events, live }: { game: Game; events: GameEvent[]; live: boolean }) {
  const home = useRoster(game.homeTeam.id);
  const away = useRoster(game.awayTeam.id);
  const byId = new Map([...(home.data ?? []), ...(away.data ?? [])].map((p) => [p.id, `${p.firstName.charAt(0)}. ${p.lastName}`]));
  const name: Names = (id) => (id == null ? '' : (byId.get(id) ?? `#${id}`));
  // One shots figure (issue 39 item 4): the box score's, taps plus goals, not the taps alone beside it.
  const shots = eventsToBoxScore(events).box.shots.reduce((t, s) => ({ home: t.home + s.home, away: t.away + s.away }), {
    home: 0,
    away: 0,
  });
  const listed = events.filter((e) => e.type !== 'shot' && e.type !== 'lineup');
  const groups = new Map<string, GameEvent[]>();
  for (const e of listed) {
    const key = e.type === 'shootout-attempt' ? 'Shootout' : periodName(e.period);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const team = (e: GameEvent) => ('team' in e ? (e.team === 'home' ? game.homeTeam : game.awayTeam) : null);

  return (
    <section
      aria-labelledby="pbp-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="play-by-play"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="pbp-heading" className="text-lg font-bold text-slate-900">
          Play-by-Play
        </h2>
        {live && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700"
            data-testid="stream-live"
          >
            <Radio className="size-3.5" aria-hidden="true" /> Live updates
          </span>
        )}
      </div>
      {(shots.home > 0 || shots.away > 0) && (
        <p className="mb-3 text-sm text-slate-600" data-testid="pbp-shots">
          Shots on goal: {game.awayTeam.shortName ?? game.awayTeam.name} {shots.away} · {game.homeTeam.shortName ?? game.homeTeam.name}{' '}
          {shots.home}
        </p>
      )}
      {listed.length === 0 ? (
        <p className="text-sm text-slate-600">No events yet.</p>
      ) : (
        <ol className="space-y-4" aria-live="polite">
          {[...groups].map(([label, list]) => (
            <li key={label}>
              <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</h3>
              <ol className="divide-y divide-slate-100">
                {list.map((e) => {
                  const { title, detail } = describe(e, name);
                  const side = team(e);
                  return (
                    <li key={e.id} className="flex gap-3 py-2" data-testid="pbp-event">
                      <span className="w-12 shrink-0 font-mono text-sm tabular-nums text-slate-500">
                        {e.type === 'shootout-attempt' ? '' : e.time}
                      </span>
                      <div className="min-w-0">
                        <p className={cn('text-sm text-slate-900', e.type === 'goal' && 'font-semibold')}>
                          {title}
                          {side && <span className="ml-1.5 text-xs font-normal text-slate-500">{side.shortName ?? side.name}</span>}
                        </p>
                        {detail && <p className="text-xs text-slate-600">{detail}</p>}
                      </div>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
