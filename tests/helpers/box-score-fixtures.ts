import type { BoxScoreBody } from '#shared/schemas/box-score';
import type { BoxScoreGameContext } from '#shared/domain/box-score/box-score-rules';

/**
 * Issue #17: hand-computed box scores (docs/box-scores-api.md, "Worked example"). Players are named
 * by role: h1–h6 home skaters, hg1/hg2 home goalies, a1–a6 away skaters, ag1 the away goalie. `id`
 * turns a role into a player id, so the same games serve the unit tests (fixed ids) and the API
 * tests (ids of created players).
 */
export const HOME_ROLES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hg1', 'hg2'] as const;
export const AWAY_ROLES = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'ag1'] as const;
export type Role = (typeof HOME_ROLES)[number] | (typeof AWAY_ROLES)[number];
export type IdOf = (role: Role) => number;

export const fixedIds: IdOf = (role) =>
  (role.startsWith('h') ? 100 : 200) + (role.includes('g') ? 50 : 0) + Number(role.replace(/\D/g, ''));

const lineup = (id: IdOf) => [
  ...HOME_ROLES.map((r) => ({ team: 'home' as const, playerId: id(r) })),
  ...AWAY_ROLES.map((r) => ({ team: 'away' as const, playerId: id(r) })),
];

/** Game A, regular season: home 4–2 in regulation; goalie change for home; the 4th home goal into an empty net. */
export const regulationGame: BoxScoreGameContext = { status: 'final', homeScore: 4, awayScore: 2, outcome: 'REG', seasonType: 'regular' };
export const regulationBox = (id: IdOf): BoxScoreBody => ({
  lineup: lineup(id),
  goals: [
    {
      period: 1,
      time: '05:12',
      team: 'home',
      scorerPlayerId: id('h1'),
      assist1PlayerId: id('h2'),
      assist2PlayerId: id('h3'),
      strength: 'EV',
    },
    { period: 1, time: '15:40', team: 'away', scorerPlayerId: id('a1'), assist1PlayerId: id('a2'), assist2PlayerId: null, strength: 'PP' },
    { period: 2, time: '03:05', team: 'home', scorerPlayerId: id('h2'), assist1PlayerId: id('h1'), assist2PlayerId: null, strength: 'PP' },
    { period: 2, time: '18:30', team: 'home', scorerPlayerId: id('h3'), assist1PlayerId: null, assist2PlayerId: null, strength: 'SH' },
    {
      period: 3,
      time: '10:00',
      team: 'away',
      scorerPlayerId: id('a2'),
      assist1PlayerId: id('a1'),
      assist2PlayerId: id('a3'),
      strength: 'EV',
    },
    { period: 3, time: '19:15', team: 'home', scorerPlayerId: id('h1'), assist1PlayerId: id('h4'), assist2PlayerId: null, strength: 'EN' },
  ],
  penalties: [
    { period: 1, time: '14:50', team: 'home', playerId: id('h5'), minutes: 2, infraction: 'Hooking' },
    { period: 2, time: '02:00', team: 'away', playerId: id('a4'), minutes: 2, infraction: 'Tripping' },
    { period: 2, time: '17:00', team: 'home', playerId: id('h6'), minutes: 2, infraction: 'Slashing' },
    { period: 3, time: '05:00', team: 'away', playerId: id('a5'), minutes: 5, infraction: 'Fighting' },
    { period: 3, time: '05:00', team: 'home', playerId: id('h5'), minutes: 5, infraction: 'Fighting' },
  ],
  shots: [
    { period: 1, home: 10, away: 8 },
    { period: 2, home: 12, away: 9 },
    { period: 3, home: 7, away: 11 },
  ],
  shootout: [],
  goalies: [
    { team: 'home', playerId: id('hg1'), timeOnIce: '40:00', shotsAgainst: 17, saves: 16, goalsAgainst: 1, decision: 'W' },
    { team: 'home', playerId: id('hg2'), timeOnIce: '20:00', shotsAgainst: 11, saves: 10, goalsAgainst: 1, decision: null },
    { team: 'away', playerId: id('ag1'), timeOnIce: '58:30', shotsAgainst: 28, saves: 25, goalsAgainst: 3, decision: 'L' },
  ],
});

/** Game B, regular season: 2–2 after a scoreless overtime, away wins the shootout 2–1, so 3–2 away. */
export const shootoutGame: BoxScoreGameContext = { status: 'final', homeScore: 2, awayScore: 3, outcome: 'SO', seasonType: 'regular' };
export const shootoutBox = (id: IdOf): BoxScoreBody => ({
  lineup: lineup(id),
  goals: [
    { period: 1, time: '07:00', team: 'home', scorerPlayerId: id('h4'), assist1PlayerId: id('h1'), assist2PlayerId: null, strength: 'EV' },
    {
      period: 2,
      time: '11:11',
      team: 'away',
      scorerPlayerId: id('a3'),
      assist1PlayerId: id('a1'),
      assist2PlayerId: id('a2'),
      strength: 'EV',
    },
    {
      period: 3,
      time: '06:10',
      team: 'home',
      scorerPlayerId: id('h2'),
      assist1PlayerId: id('h3'),
      assist2PlayerId: id('h1'),
      strength: 'PP',
    },
    { period: 3, time: '16:45', team: 'away', scorerPlayerId: id('a1'), assist1PlayerId: null, assist2PlayerId: null, strength: 'EV' },
  ],
  penalties: [{ period: 3, time: '05:00', team: 'away', playerId: id('a6'), minutes: 2, infraction: 'Holding' }],
  shots: [
    { period: 1, home: 9, away: 7 },
    { period: 2, home: 8, away: 10 },
    { period: 3, home: 11, away: 9 },
    { period: 4, home: 2, away: 3 },
  ],
  shootout: [
    { team: 'home', playerId: id('h1'), scored: false },
    { team: 'away', playerId: id('a2'), scored: true },
    { team: 'home', playerId: id('h2'), scored: true },
    { team: 'away', playerId: id('a1'), scored: false },
    { team: 'home', playerId: id('h3'), scored: false },
    { team: 'away', playerId: id('a3'), scored: true },
  ],
  goalies: [
    { team: 'home', playerId: id('hg2'), timeOnIce: '65:00', shotsAgainst: 29, saves: 27, goalsAgainst: 2, decision: 'OTL' },
    { team: 'away', playerId: id('ag1'), timeOnIce: '65:00', shotsAgainst: 30, saves: 28, goalsAgainst: 2, decision: 'W' },
  ],
});

/** Game C, playoffs: home 1–0 at 7:30 of the second overtime (20-minute overtimes); a shutout. */
export const playoffGame: BoxScoreGameContext = { status: 'final', homeScore: 1, awayScore: 0, outcome: 'OT', seasonType: 'playoffs' };
export const playoffBox = (id: IdOf): BoxScoreBody => ({
  lineup: lineup(id),
  goals: [
    { period: 5, time: '07:30', team: 'home', scorerPlayerId: id('h1'), assist1PlayerId: null, assist2PlayerId: null, strength: 'EV' },
  ],
  penalties: [],
  shots: [
    { period: 1, home: 10, away: 8 },
    { period: 2, home: 8, away: 9 },
    { period: 3, home: 7, away: 7 },
    { period: 4, home: 8, away: 6 },
    { period: 5, home: 2, away: 0 },
  ],
  shootout: [],
  goalies: [
    { team: 'home', playerId: id('hg1'), timeOnIce: '87:30', shotsAgainst: 30, saves: 30, goalsAgainst: 0, decision: 'W' },
    { team: 'away', playerId: id('ag1'), timeOnIce: '87:30', shotsAgainst: 35, saves: 34, goalsAgainst: 1, decision: 'OTL' },
  ],
});
