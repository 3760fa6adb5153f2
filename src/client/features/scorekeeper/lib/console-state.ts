import type { TeamSide } from '#shared/schemas/box-score';
import type { Player } from '#shared/schemas/player';
import type { ConsoleEvent } from '../offline/outbox';

export type LineupEvent = Extract<ConsoleEvent, { type: 'lineup' }>;

/** What the console shows at the top: the score, the period and whether it is being played. */
export function consoleState(events: readonly ConsoleEvent[]) {
  const score = { home: 0, away: 0 };
  const shots = { home: 0, away: 0 };
  const so = { home: 0, away: 0 };
  const lineups: Partial<Record<TeamSide, LineupEvent>> = {};
  let period = 1;
  let playing = false;
  let started = false;
  let lastTime = '00:00';
  for (const e of events) {
    if (e.type === 'goal' || (e.type === 'penalty-shot' && e.scored)) score[e.team] += 1;
    if (e.type === 'goal' || e.type === 'shot') shots[e.team] += 1;
    if (e.type === 'shootout-attempt' && e.scored) so[e.team] += 1;
    if (e.type === 'lineup') lineups[e.team] = e;
    if (e.type === 'period-start') {
      period = e.period;
      playing = true;
      started = true;
    }
    if (e.type === 'period-end' && e.period >= period) {
      period = e.period;
      playing = false;
    }
    if (e.type !== 'lineup') lastTime = e.time;
  }
  return { score, shots, so, lineups, period, playing, started, lastTime };
}

export const playerLabel = (p: Pick<Player, 'firstName' | 'lastName' | 'jerseyNumber'>) =>
  `${p.jerseyNumber != null ? `#${p.jerseyNumber} ` : ''}${p.firstName.charAt(0)}. ${p.lastName}`;

export const periodLabel = (p: number) => (p <= 3 ? `P${p}` : p === 4 ? 'OT' : `${p - 3}OT`);

/** '1234' or '12:34' → '12:34'; null when it cannot be a time of a period. */
export function normalizeTime(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (!digits || digits.length > 4) return null;
  const padded = digits.padStart(4, '0');
  const [m, s] = [Number(padded.slice(0, 2)), Number(padded.slice(2))];
  if (s > 59 || m > 20 || (m === 20 && s > 0)) return null;
  return `${padded.slice(0, 2)}:${padded.slice(2)}`;
}
