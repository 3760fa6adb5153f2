import { periodLabel } from '#shared/domain/games/game-status';

type Row = Record<string, unknown>;
type Entry = { userEmail: string | null; actorRole?: string | null };

/**
 * Who made a change: the account and the grant it acted under ("admin@… as league manager of league 3"), or the
 * grant alone for a scorekeeper, who has no account (issue 39 item 7: it read "system"). "system" is left for
 * writes with no actor at all (the demo seed, a command-line import).
 */
export function actorText(e: Entry): string {
  if (e.userEmail && e.actorRole) return `${e.userEmail} as ${e.actorRole}`;
  return e.userEmail ?? e.actorRole ?? 'system';
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const side = (r: Row) => str(r.team);
const when = (r: Row) => {
  const period = periodLabel(typeof r.period === 'number' ? r.period : str(r.period));
  return [period, str(r.time)].filter(Boolean).join(' ') || null;
};
const scored = (r: Row) => (r.scored === true ? 'scored' : r.scored === false ? 'missed' : null);
const joined = (...parts: Array<string | null | false>) => parts.filter(Boolean).join(', ');

function what(r: Row): string | null {
  switch (r.type) {
    case 'goal': {
      const strength = str(r.strength);
      const marks = [strength && strength !== 'EV' ? strength : null, r.emptyNet === true ? 'empty net' : null].filter(Boolean);
      return joined(`Goal${marks.length ? ` (${marks.join(', ')})` : ''}`, side(r), when(r));
    }
    case 'penalty':
      return joined('Penalty', side(r), typeof r.minutes === 'number' && `${r.minutes} min ${str(r.infraction) ?? ''}`.trim(), when(r));
    case 'shot':
      return joined('Shot', side(r), when(r));
    case 'goalie-change':
      return joined(r.playerId === null ? 'Goalie pulled' : 'Goalie change', side(r), when(r));
    case 'penalty-shot':
      return joined('Penalty shot', side(r), scored(r), when(r));
    case 'shootout-attempt':
      return joined('Shootout attempt', side(r), scored(r));
    case 'period-start':
      return `Start of the ${when({ period: r.period }) ?? 'period'}`;
    case 'period-end':
      return `End of the ${when({ period: r.period }) ?? 'period'}`;
    case 'lineup':
      return joined('Lineup', side(r), Array.isArray(r.playerIds) && `${r.playerIds.length} players`);
    default:
      return null;
  }
}

/**
 * A live game event in words, "Goal, home, 2nd 05:10 · game 12", instead of its device-made UUID; null when the
 * row is no event this knows.
 */
export function gameEventText(r: Row | null | undefined): string | null {
  if (!r) return null;
  const text = what(r);
  if (!text) return null;
  return typeof r.gameId === 'number' ? `${text} · game ${r.gameId}` : text;
}
