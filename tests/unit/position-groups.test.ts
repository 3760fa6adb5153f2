import { describe, expect, it } from 'vitest';
import { groupRoster, positionGroup } from '#shared/domain/directory/position-groups';

describe('position groups (issue 28: a roster reads forwards, defense, goalies)', () => {
  it('centers and wingers are forwards', () => {
    expect(['center', 'left_wing', 'right_wing'].map((p) => positionGroup(p as 'center'))).toEqual(['forwards', 'forwards', 'forwards']);
    expect(positionGroup('defense')).toBe('defense');
    expect(positionGroup('goalie')).toBe('goalies');
  });

  it('groups in line-up order, each by number with the unnumbered last, and leaves out an empty group', () => {
    const p = (lastName: string, position: 'center' | 'left_wing' | 'defense' | 'goalie', jerseyNumber: number | null) => ({
      lastName,
      position,
      jerseyNumber,
    });
    const groups = groupRoster([
      p('Zed', 'goalie', 30),
      p('Amos', 'center', null),
      p('Bo', 'left_wing', 91),
      p('Cy', 'center', 11),
      p('Al', 'goalie', 1),
    ]);
    expect(groups.map((g) => [g.title, g.players.map((x) => x.lastName)])).toEqual([
      ['Forwards', ['Cy', 'Bo', 'Amos']],
      ['Goalies', ['Al', 'Zed']],
    ]);
  });
});
