import { describe, expect, it } from 'vitest';
import { inLeagueThenStartOrder, inStartOrder, puckDrop } from '#shared/domain/games/game-order';

const NHL = { name: 'National Hockey League', shortName: 'NHL' };
const AHL = { name: 'American Hockey League', shortName: 'AHL' };
const SHL = { name: 'Swedish Hockey League', shortName: 'SHL' };

// One evening for a New York reader, as the venues' wall clocks store it (issue 39 item 7).
const game = (id: number, startsAt: string | null, gameTime: string | null, league = NHL, gameDate = '2026-12-07') => ({
  id,
  startsAt,
  gameDate,
  gameTime,
  league,
});
const evening = [
  game(1, '2026-12-08T03:30:00Z', '19:30', NHL), // 7:30 PM Pacific = 10:30 PM New York
  game(2, '2026-12-08T00:00:00Z', '19:00', NHL), // 7:00 PM Eastern
  game(3, '2026-12-08T02:00:00Z', '21:00', NHL), // 9:00 PM Eastern
  game(4, '2026-12-07T18:00:00Z', '19:00', SHL), // 7:00 PM Stockholm = 1:00 PM New York
  game(5, '2026-12-08T00:30:00Z', '19:30', AHL), // 7:30 PM Eastern
  game(6, '2026-12-08T01:00:00Z', '19:00', AHL), // 7:00 PM Central = 8:00 PM New York
];
const ids = (games: Array<{ id: number }>) => games.map((g) => g.id);

describe('game order', () => {
  it('lists a day in puck-drop order, not by the venues’ clock strings', () => {
    expect(ids(inStartOrder(evening))).toEqual([4, 2, 5, 6, 3, 1]);
    // The wall clocks alone would have put the SHL's 19:00 beside the NHL's and the Pacific game before 9 PM.
    expect(evening.map((g) => g.gameTime)).toEqual(['19:30', '19:00', '21:00', '19:00', '19:30', '19:00']);
  });

  it('puts the NHL first, then the other leagues by name, each in puck-drop order', () => {
    expect(ids(inLeagueThenStartOrder(evening))).toEqual([2, 3, 1, 5, 6, 4]);
  });

  it('orders games starting together by id, and a game without an instant by its wall clock', () => {
    const together = [game(9, '2026-12-08T00:00:00Z', '19:00'), game(8, '2026-12-08T00:00:00Z', '19:00')];
    expect(ids(inStartOrder(together))).toEqual([8, 9]);
    expect(puckDrop(game(7, null, '18:00:00'))).toBe(Date.parse('2026-12-07T18:00:00Z'));
    expect(ids(inStartOrder([game(7, null, null), game(6, null, '08:00')]))).toEqual([6, 7]);
  });

  it('does not reorder its input', () => {
    const copy = [...evening];
    inStartOrder(evening);
    inLeagueThenStartOrder(evening);
    expect(evening).toEqual(copy);
  });
});
