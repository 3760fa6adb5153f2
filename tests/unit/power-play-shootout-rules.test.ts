import { describe, expect, it } from 'vitest';
import { powerPlayGoalsWithoutPenalty } from '#shared/domain/box-score/power-play-rules';
import { attemptAfterDecision, shootoutRounds } from '#shared/domain/box-score/shootout-rules';

const pen = (period: number, time: string, team: 'home' | 'away', minutes = 2) => ({ period, time, team, minutes });
const ppg = (period: number, time: string, team: 'home' | 'away', strength: 'PP' | 'EV' | 'SH' = 'PP') => ({
  period,
  time,
  team,
  strength,
});

describe('a power-play goal needs a penalty in force (issue 39 item 4)', () => {
  it('names a PPG with no penalty of the other team, or one after the minor ran out', () => {
    expect(powerPlayGoalsWithoutPenalty([ppg(1, '05:00', 'home')], [], 'regular')).toEqual([0]);
    expect(powerPlayGoalsWithoutPenalty([ppg(1, '05:00', 'home')], [pen(1, '04:00', 'home')], 'regular')).toEqual([0]);
    expect(powerPlayGoalsWithoutPenalty([ppg(1, '05:00', 'home')], [pen(1, '04:00', 'away')], 'regular')).toEqual([]);
    expect(powerPlayGoalsWithoutPenalty([ppg(1, '06:01', 'home')], [pen(1, '04:00', 'away')], 'regular')).toEqual([0]);
    // Across the intermission: a minor at 19:00 of the 1st runs to 01:00 of the 2nd.
    expect(powerPlayGoalsWithoutPenalty([ppg(2, '00:40', 'away')], [pen(1, '19:00', 'home')], 'regular')).toEqual([]);
    // Even-strength goals need nothing; a misconduct gives no power play.
    expect(powerPlayGoalsWithoutPenalty([ppg(1, '05:00', 'home', 'EV')], [], 'regular')).toEqual([]);
    expect(powerPlayGoalsWithoutPenalty([ppg(1, '05:00', 'home')], [pen(1, '04:00', 'away', 10)], 'regular')).toEqual([0]);
  });

  it('ends a minor at the first power-play goal, half a double minor, never a major', () => {
    const two = [ppg(1, '04:30', 'home'), ppg(1, '05:00', 'home')];
    expect(powerPlayGoalsWithoutPenalty(two, [pen(1, '04:00', 'away')], 'regular')).toEqual([1]);
    expect(powerPlayGoalsWithoutPenalty(two, [pen(1, '04:00', 'away', 4)], 'regular')).toEqual([]);
    expect(powerPlayGoalsWithoutPenalty([...two, ppg(1, '05:20', 'home')], [pen(1, '04:00', 'away', 4)], 'regular')).toEqual([2]);
    expect(powerPlayGoalsWithoutPenalty([...two, ppg(1, '08:00', 'home')], [pen(1, '04:00', 'away', 5)], 'regular')).toEqual([]);
    // Two minors in force: the goal ends one, the next goal still has the other.
    expect(powerPlayGoalsWithoutPenalty(two, [pen(1, '04:00', 'away'), pen(1, '04:10', 'away')], 'regular')).toEqual([]);
  });
});

describe('the shootout stops when decided (issue 39 item 4)', () => {
  const a = (team: 'home' | 'away', scored: boolean) => ({ team, scored });
  it('names the first attempt after the decision, in the rounds and in sudden death', () => {
    // Home 2-0 after two rounds: away's third could not catch up, so it is not taken.
    const twoNil = [a('away', false), a('home', true), a('away', false), a('home', true)];
    expect(attemptAfterDecision(twoNil)).toBeNull();
    expect(attemptAfterDecision([...twoNil, a('away', true)])).toBe(4);
    // Home 2-1: away misses its third, and home's third (the sixth attempt) is one too many.
    const twoOne = [a('away', false), a('home', true), a('away', true), a('home', true)];
    expect(attemptAfterDecision([...twoOne, a('away', false), a('home', false)])).toBe(5);
    expect(attemptAfterDecision([...twoOne, a('away', true), a('home', false)])).toBeNull();
    // Sudden death: one round, one scores, the other misses: over.
    const tied = [a('away', true), a('home', true), a('away', false), a('home', false), a('away', false), a('home', false)];
    expect(attemptAfterDecision([...tied, a('away', true), a('home', false)])).toBeNull();
    expect(attemptAfterDecision([...tied, a('away', true), a('home', false), a('away', true)])).toBe(8);
    expect(attemptAfterDecision([...tied, a('away', true), a('home', true), a('away', false), a('home', false)])).toBeNull();
  });

  it('gives IIHF games five rounds', () => {
    expect(shootoutRounds('iihf')).toBe(5);
    expect(shootoutRounds('professional')).toBe(3);
    const lead = [a('away', true), a('home', false), a('away', true), a('home', false), a('away', false), a('home', false)];
    expect(attemptAfterDecision([...lead, a('away', false)], 3)).toBe(4);
    expect(attemptAfterDecision([...lead, a('away', false)], 5)).toBeNull();
  });
});
