import { describe, expect, it } from 'vitest';
import {
  ADD_FORM_POSITION_ORDER,
  CODE_BY_POSITION,
  fromPositionInput,
  isPlayerPosition,
  PLAYER_POSITIONS,
  POSITION_CODES,
  positionCode,
  positionLabel,
} from '#shared/domain/directory/positions';

describe('positions', () => {
  it('lists the five stored values', () => {
    expect(PLAYER_POSITIONS).toEqual(['center', 'left_wing', 'right_wing', 'defense', 'goalie']);
    expect(isPlayerPosition('goalie')).toBe(true);
    expect(isPlayerPosition('G')).toBe(false);
  });

  it('labels positions', () => {
    expect(PLAYER_POSITIONS.map(positionLabel)).toEqual(['Center', 'Left Wing', 'Right Wing', 'Defense', 'Goalie']);
    expect(positionLabel(null)).toBe('—');
    expect(positionLabel('rover')).toBe('rover');
  });

  it('maps codes both ways', () => {
    for (const [code, value] of Object.entries(POSITION_CODES)) {
      expect(CODE_BY_POSITION[value]).toBe(code);
      expect(positionCode(value)).toBe(code);
    }
    expect(positionCode('rover')).toBeNull();
  });

  it('keeps the admin add-form order', () => {
    expect(ADD_FORM_POSITION_ORDER.map(positionLabel)).toEqual(['Goalie', 'Defense', 'Left Wing', 'Center', 'Right Wing']);
  });

  it.each([
    ['center', 'center'],
    ['left_wing', 'left_wing'],
    ['C', 'center'],
    ['lw', 'left_wing'],
    [' Rw ', 'right_wing'],
    ['d', 'defense'],
    ['G', 'goalie'],
    ['Goalie', 'goalie'],
    ['Left Wing', 'left_wing'],
    ['right-wing', 'right_wing'],
    ['DEFENSE', 'defense'],
    ['Defence', 'defense'],
    ['centre', 'center'],
    ['goaltender', 'goalie'],
  ])('fromPositionInput(%j) -> %s', (input, expected) => {
    expect(fromPositionInput(input)).toBe(expected);
  });

  it('rejects unknown input', () => {
    for (const x of [null, undefined, '', '  ', 'forward', 'W', 'left', 'constructor', 'toString', '__proto__'])
      expect(fromPositionInput(x)).toBeNull();
  });
});
