import { describe, expect, it } from 'vitest';
import { computeStandings, type StandingsGame } from '#shared/domain/standings/standings';
import { game, rowOf, team } from './standings-fixtures';

const [A, X] = [team(1), team(5, 'X')];

// Results for team A in chronological order: w = REG win, l = REG loss, o = OT loss, s = SO loss.
function season(results: string): StandingsGame[] {
  return [...results].map((r, i) => {
    const date = `2024-11-${String(i + 1).padStart(2, '0')}`;
    if (r === 'w') return game(1, 5, 3, 1, 'REG', date);
    if (r === 'l') return game(1, 5, 1, 3, 'REG', date);
    return game(5, 1, 3, 2, r === 'o' ? 'OT' : 'SO', date);
  });
}

const standingOf = (games: StandingsGame[]) => rowOf(computeStandings({ teams: [A, X], games }), 1);

describe('last ten and streak', () => {
  it('counts only the ten most recent games', () => {
    // 12 games; the two oldest losses fall outside the window.
    const row = standingOf(season('llwwwlowwwww'));
    expect(row.gamesPlayed).toBe(12);
    expect(row.lastTen).toBe('8-1-1');
    expect(row.streak).toBe('W5');
  });

  it('reports loss and overtime streaks, counting SO losses as OT', () => {
    expect(standingOf(season('wwl')).streak).toBe('L1');
    expect(standingOf(season('wlos')).streak).toBe('OT2');
    expect(standingOf(season('wlos')).lastTen).toBe('1-1-2');
  });

  it('orders by date, not by input order', () => {
    const games = season('wwwl').reverse();
    expect(standingOf(games).streak).toBe('L1');
  });

  it('orders same-day games by time', () => {
    const games = [game(1, 5, 1, 3, 'REG', '2024-12-01', '19:00'), game(1, 5, 3, 1, 'REG', '2024-12-01', '13:00')];
    expect(standingOf(games).streak).toBe('L1');
    expect(standingOf([...games].reverse()).streak).toBe('L1');
  });

  it('gives the opponent the mirror image', () => {
    const row = rowOf(computeStandings({ teams: [A, X], games: season('wwo') }), 5);
    expect(row.lastTen).toBe('1-2-0');
    expect(row.streak).toBe('W1');
  });

  it('is empty with no games', () => {
    expect(standingOf([])).toMatchObject({ lastTen: '0-0-0', streak: '' });
  });
});
