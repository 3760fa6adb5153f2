import { describe, expect, it } from 'vitest';
import { recordName } from '#client/features/admin/components/activity/audit-diff';
import { actorText, gameEventText } from '#client/features/admin/lib/audit-text';

// Issue 39 item 7: a scorekeeper's audit entries read "system" and a UUID.
const UUID = '6f1c2b0e-8a5d-4c1e-9f3a-2b7d9e4c5a10';
const entry = (after: Record<string, unknown>, actorRole: string | null = 'scorekeeper of game 12') => ({
  id: 1,
  userId: null,
  userEmail: null,
  actorRole,
  action: 'create',
  entity: 'game_event',
  entityId: UUID,
  before: null,
  after: { id: UUID, gameId: 12, seq: 4, version: 1, ...after },
  createdAt: '2026-12-07T23:00:00Z',
});

describe('audit actor', () => {
  it('names the scorekeeper by the grant it acted under, an account by its e-mail and grant', () => {
    expect(actorText(entry({}))).toBe('scorekeeper of game 12');
    expect(actorText({ userEmail: 'lm@x.test', actorRole: 'league manager of league 3' })).toBe('lm@x.test as league manager of league 3');
    expect(actorText({ userEmail: 'admin@x.test', actorRole: null })).toBe('admin@x.test');
    expect(actorText({ userEmail: null, actorRole: null })).toBe('system');
  });
});

describe('audit game events', () => {
  it('says what happened instead of the device-made id', () => {
    const goal = entry({ type: 'goal', team: 'home', period: 2, time: '05:10', scorerPlayerId: 7, strength: 'EV', emptyNet: false });
    expect(recordName(goal)).toBe('Goal, home, 2nd 05:10 · game 12');
    expect(recordName(goal)).not.toContain(UUID);
  });

  it('describes every event type', () => {
    const text = (r: Record<string, unknown>) => gameEventText({ gameId: 12, ...r });
    expect(text({ type: 'goal', team: 'away', period: 4, time: '01:02', strength: 'PP', emptyNet: false })).toBe(
      'Goal (PP), away, OT 01:02 · game 12',
    );
    expect(text({ type: 'goal', team: 'home', period: 3, time: '19:40', strength: 'EV', emptyNet: true })).toBe(
      'Goal (empty net), home, 3rd 19:40 · game 12',
    );
    expect(text({ type: 'penalty', team: 'away', period: 1, time: '12:00', minutes: 2, infraction: 'Tripping' })).toBe(
      'Penalty, away, 2 min Tripping, 1st 12:00 · game 12',
    );
    expect(text({ type: 'shot', team: 'home', period: 1, time: '00:30' })).toBe('Shot, home, 1st 00:30 · game 12');
    expect(text({ type: 'goalie-change', team: 'home', period: 3, time: '18:00', playerId: null })).toBe(
      'Goalie pulled, home, 3rd 18:00 · game 12',
    );
    expect(text({ type: 'penalty-shot', team: 'away', period: 2, time: '09:00', scored: false })).toBe(
      'Penalty shot, away, missed, 2nd 09:00 · game 12',
    );
    expect(text({ type: 'shootout-attempt', team: 'home', period: 5, time: '00:00', scored: true })).toBe(
      'Shootout attempt, home, scored · game 12',
    );
    expect(text({ type: 'period-start', period: 2, time: '00:00' })).toBe('Start of the 2nd · game 12');
    expect(text({ type: 'period-end', period: 3, time: '20:00' })).toBe('End of the 3rd · game 12');
    expect(text({ type: 'lineup', team: 'away', period: 1, time: '00:00', playerIds: [1, 2, 3] })).toBe(
      'Lineup, away, 3 players · game 12',
    );
  });

  it('falls back to the id for a row it cannot read, and leaves other entities alone', () => {
    expect(recordName({ ...entry({}), after: null })).toBe(`#${UUID}`);
    expect(recordName({ ...entry({ name: 'Scotia Arena' }), entity: 'facility' })).toBe('Scotia Arena');
  });
});
