import { describe, expect, it } from 'vitest';
import { skaterLinesOf } from '#shared/domain/box-score/skater-order';

const p = (playerId: number, position: string, jerseyNumber: number | null, team: 'home' | 'away' = 'home') =>
  ({ team, playerId, firstName: 'A', lastName: `P${playerId}`, position, jerseyNumber }) as never;
const line = (playerId: number, team: 'home' | 'away' = 'home') =>
  ({ team, playerId, goals: 0, assists: 0, points: 0, plusMinus: null, shots: null, penaltyMinutes: 0, timeOnIceSeconds: null }) as never;

describe('skater lines as a sheet lists them (issue 39 item 4)', () => {
  it('puts forwards before defence by number, and sets goalies apart', () => {
    const lineup = [
      p(1, 'defense', 2),
      p(2, 'center', 19),
      p(3, 'goalie', 30),
      p(4, 'left_wing', 9),
      p(5, 'goalie', 35),
      p(6, 'defense', null),
    ];
    const box = { lineup, playerLines: lineup.map((x: { playerId: number }) => line(x.playerId)), goalies: [{ playerId: 3 }] as never };
    const { skaters, backups } = skaterLinesOf(box, 'home');
    expect(skaters.map((s) => s.line.playerId)).toEqual([4, 2, 1, 6]);
    expect(backups.map((b) => b.playerId)).toEqual([5]);
    expect(skaterLinesOf(box, 'away').skaters).toEqual([]);
  });
});
