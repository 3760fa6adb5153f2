import { describe, expect, it } from 'vitest';
import {
  autoSetStatus,
  detailStatusLabel,
  GAME_OUTCOMES,
  GAME_STATUSES,
  isGameOutcome,
  isGameStatus,
  periodLabel,
  scoreboardLabel,
} from '#shared/domain/games/game-status';
import { formatGameTime } from '#shared/domain/dates/format';

describe('value sets', () => {
  it('lists statuses and outcomes', () => {
    expect(GAME_STATUSES).toEqual(['scheduled', 'live', 'final', 'cancelled', 'postponed']);
    expect(GAME_OUTCOMES).toEqual(['REG', 'OT', 'SO', 'TIE']);
    expect(isGameStatus('live')).toBe(true);
    expect(isGameStatus('LIVE')).toBe(false);
    expect(isGameOutcome('SO')).toBe(true);
    expect(isGameOutcome('so')).toBe(false);
  });
});

describe('autoSetStatus', () => {
  it('is final only when both scores are filled', () => {
    expect(autoSetStatus({ homeScore: 3, awayScore: 2 })).toBe('final');
    expect(autoSetStatus({ homeScore: 0, awayScore: 0 })).toBe('final');
    expect(autoSetStatus({ homeScore: '4', awayScore: '1' })).toBe('final');
    expect(autoSetStatus({ homeScore: 3, awayScore: null })).toBe('scheduled');
    expect(autoSetStatus({ homeScore: undefined, awayScore: 2 })).toBe('scheduled');
    expect(autoSetStatus({ homeScore: '', awayScore: 2 })).toBe('scheduled');
    expect(autoSetStatus({})).toBe('scheduled');
  });
});

describe('periodLabel', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    ['3', '3rd'],
    [4, 'OT'],
    [5, '2OT'],
    ['SO', 'SO'],
    [null, ''],
    [0, ''],
  ])('%j -> %j', (input, expected) => expect(periodLabel(input)).toBe(expected));
});

describe('scoreboardLabel', () => {
  it('labels final games with how they ended', () => {
    expect(scoreboardLabel({ status: 'final', outcome: 'REG' })).toBe('Final');
    expect(scoreboardLabel({ status: 'final', outcome: null })).toBe('Final');
    expect(scoreboardLabel({ status: 'final', outcome: 'OT' })).toBe('Final/OT');
    expect(scoreboardLabel({ status: 'final', outcome: 'SO' })).toBe('Final/SO');
  });

  it('labels live games with the period', () => {
    expect(scoreboardLabel({ status: 'live', period: 2 })).toBe('Live · 2nd');
    expect(scoreboardLabel({ status: 'live', period: 4 })).toBe('Live · OT');
    expect(scoreboardLabel({ status: 'live', period: null })).toBe('Live');
  });

  it('shows the formatted start time for scheduled games', () => {
    expect(scoreboardLabel({ status: 'scheduled', gameTime: '19:00:00' }, formatGameTime)).toBe('7:00 PM');
    expect(scoreboardLabel({ status: 'scheduled', gameTime: '19:00' })).toBe('19:00');
    expect(scoreboardLabel({ status: 'scheduled', gameTime: null }, formatGameTime)).toBe('Scheduled');
    expect(scoreboardLabel({ status: 'scheduled', gameTime: 'garbage' }, formatGameTime)).toBe('Scheduled');
  });

  it('says Cancelled and Postponed as such (issue 28)', () => {
    expect(scoreboardLabel({ status: 'cancelled', gameTime: '19:00' })).toBe('Cancelled');
    expect(scoreboardLabel({ status: 'postponed', gameTime: '19:00' })).toBe('Postponed');
  });

  it('shows Scheduled for anything else', () => {
    for (const status of ['', null, undefined, 'weird']) {
      expect(scoreboardLabel({ status, gameTime: '19:00' })).toBe('Scheduled');
    }
  });
});

describe('detailStatusLabel', () => {
  it('shows Final, otherwise upper case', () => {
    expect(detailStatusLabel('final')).toBe('Final');
    expect(detailStatusLabel('live')).toBe('LIVE');
    expect(detailStatusLabel('scheduled')).toBe('SCHEDULED');
    expect(detailStatusLabel('postponed')).toBe('POSTPONED');
    expect(detailStatusLabel(null)).toBe('SCHEDULED');
  });
});
