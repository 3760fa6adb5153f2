import { CloudOff, Pencil, Undo2 } from 'lucide-react';
import type { Player } from '#shared/schemas/player';
import type { ConsoleEvent } from '../offline/outbox';
import { periodLabel, playerLabel } from '../lib/console-state';

const LABELS: Record<ConsoleEvent['type'], string> = {
  goal: 'Goal',
  penalty: 'Penalty',
  shot: 'Shot',
  'goalie-change': 'Goalie',
  'penalty-shot': 'Penalty shot',
  'shootout-attempt': 'Shootout',
  'period-start': 'Period start',
  'period-end': 'Period end',
  lineup: 'Lineup',
};

function detail(e: ConsoleEvent, name: (id: number | null | undefined) => string): string {
  switch (e.type) {
    case 'goal':
      return [
        name(e.scorerPlayerId),
        [e.assist1PlayerId, e.assist2PlayerId]
          .filter((a) => a != null)
          .map(name)
          .join(', '),
        e.strength !== 'EV' ? e.strength : '',
        e.emptyNet ? 'EN' : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'penalty':
      return `${e.playerId ? name(e.playerId) : 'Bench'} · ${e.minutes} min ${e.infraction}`;
    case 'goalie-change':
      return e.playerId ? `${name(e.playerId)} in` : 'Pulled (empty net)';
    case 'penalty-shot':
    case 'shootout-attempt':
      return `${name(e.type === 'penalty-shot' ? e.shooterPlayerId : e.playerId)} · ${e.scored ? 'Scored' : 'Missed'}`;
    case 'lineup':
      return `${e.playerIds.length} dressed`;
    default:
      return '';
  }
}

/**
 * The game's events, newest first, each with edit and undo (none on a closed sheet: no handlers);
 * those not yet on the server are marked.
 */
export function EventList({
  events,
  waiting,
  players,
  teamName,
  onEdit,
  onUndo,
}: {
  events: ConsoleEvent[];
  waiting: Set<string>;
  players: Map<number, Player>;
  teamName: (e: ConsoleEvent) => string;
  onEdit?: (e: ConsoleEvent) => void;
  onUndo?: (e: ConsoleEvent) => void;
}) {
  const name = (id: number | null | undefined) => (id == null ? '' : players.get(id) ? playerLabel(players.get(id)!) : `#${id}`);
  if (events.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-slate-500 ring-1 ring-slate-200">No events yet.</p>;
  return (
    <ol
      className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
      aria-label="Events"
      data-testid="console-events"
    >
      {[...events].reverse().map((e) => (
        <li key={e.id} className="flex items-center gap-3 px-3 py-2" data-pending={waiting.has(e.id) || undefined}>
          <span className="w-12 shrink-0 text-center font-mono text-xs tabular-nums text-slate-500">
            {e.type === 'shootout-attempt' ? 'SO' : periodLabel(e.period)}
            <br />
            {e.type === 'shootout-attempt' ? '' : e.time}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">
              {LABELS[e.type]} {'team' in e ? <span className="font-normal text-slate-500">· {teamName(e)}</span> : null}
            </p>
            <p className="truncate text-xs text-slate-600">{detail(e, name)}</p>
          </div>
          {waiting.has(e.id) && <CloudOff className="size-4 shrink-0 text-amber-600" aria-label="Not yet sent" />}
          {onEdit && e.type !== 'lineup' && e.type !== 'shot' && e.type !== 'period-start' && e.type !== 'period-end' && (
            <button
              type="button"
              onClick={() => onEdit(e)}
              className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label={`Edit ${LABELS[e.type]} ${e.time}`}
            >
              <Pencil className="size-5" aria-hidden="true" />
            </button>
          )}
          {onUndo && (
            <button
              type="button"
              onClick={() => onUndo(e)}
              className="grid size-11 place-items-center rounded-lg text-red-600 hover:bg-red-50"
              aria-label={`Undo ${LABELS[e.type]} ${e.time}`}
            >
              <Undo2 className="size-5" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
