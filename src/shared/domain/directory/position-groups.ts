import type { PlayerPosition } from './positions';

export type PositionGroup = 'forwards' | 'defense' | 'goalies';

/** The order a line-up reads in, with its headings. */
export const POSITION_GROUPS: ReadonlyArray<{ group: PositionGroup; title: string }> = [
  { group: 'forwards', title: 'Forwards' },
  { group: 'defense', title: 'Defense' },
  { group: 'goalies', title: 'Goalies' },
];

export function positionGroup(position: PlayerPosition): PositionGroup {
  if (position === 'goalie') return 'goalies';
  if (position === 'defense') return 'defense';
  return 'forwards';
}

type Rostered = { position: PlayerPosition; jerseyNumber: number | null; lastName: string };

/** A roster split into forwards, defense and goalies, each by sweater number (unnumbered last, then by name); empty groups left out. */
export function groupRoster<P extends Rostered>(players: readonly P[]): Array<{ group: PositionGroup; title: string; players: P[] }> {
  const byNumber = (a: P, b: P) => (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) || a.lastName.localeCompare(b.lastName);
  return POSITION_GROUPS.map(({ group, title }) => ({
    group,
    title,
    players: players.filter((p) => positionGroup(p.position) === group).sort(byNumber),
  })).filter((g) => g.players.length > 0);
}
