/**
 * Issue 26: two official-style sheets of a fresh league and the figures a reader should see, counted here
 * from the sheets (not by the app's code): the first game gives on-ice lists for every goal, the second only the
 * printed +/-; both give each skater's shots on goal.
 */
export type Side = 'home' | 'away';
type Goal = {
  period: number;
  time: string;
  team: Side;
  scorer: string;
  assists: string[];
  strength: 'EV' | 'PP' | 'SH';
  onIce?: Record<Side, string[]>;
};
export type Sheet = {
  date: string;
  home: number;
  away: number;
  goals: Goal[];
  shots: Record<string, number>;
  printedPm?: Record<string, number>;
};

export const SKATERS = { home: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'], away: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] };
export const GOALIE = { home: 'HG', away: 'AG' };
export const NAMES: Record<string, [string, string]> = {
  H1: ['Liam', 'Carver'],
  H2: ['Noah', 'Brandt'],
  H3: ['Elias', 'Strand'],
  H4: ['Owen', 'Pike'],
  H5: ['Mason', 'Hale'],
  H6: ['Jonah', 'Wick'],
  HG: ['Felix', 'Rourke'],
  A1: ['Aiden', 'Marsh'],
  A2: ['Lucas', 'Dorsey'],
  A3: ['Henrik', 'Vale'],
  A4: ['Isaac', 'Crane'],
  A5: ['Theo', 'Larkin'],
  A6: ['Milo', 'Faber'],
  AG: ['Victor', 'Stahl'],
};
const onIce = (home: string[], away: string[]) => ({ home: [...home, 'HG'], away: [...away, 'AG'] });

export const SHEETS: Sheet[] = [
  {
    date: '2025-11-05',
    home: 3,
    away: 2,
    goals: [
      {
        period: 1,
        time: '05:00',
        team: 'home',
        scorer: 'H1',
        assists: ['H2'],
        strength: 'EV',
        onIce: onIce(['H1', 'H2', 'H3', 'H4', 'H5'], ['A1', 'A2', 'A3', 'A4', 'A5']),
      },
      {
        period: 1,
        time: '12:00',
        team: 'away',
        scorer: 'A1',
        assists: ['A2'],
        strength: 'PP',
        onIce: onIce(['H1', 'H2', 'H3', 'H4'], ['A1', 'A2', 'A3', 'A4', 'A5']),
      },
      {
        period: 2,
        time: '08:00',
        team: 'home',
        scorer: 'H3',
        assists: [],
        strength: 'SH',
        onIce: onIce(['H3', 'H4', 'H5', 'H6'], ['A1', 'A2', 'A3', 'A4', 'A5']),
      },
      {
        period: 3,
        time: '03:00',
        team: 'away',
        scorer: 'A2',
        assists: ['A3'],
        strength: 'EV',
        onIce: onIce(['H1', 'H2', 'H4', 'H5', 'H6'], ['A2', 'A3', 'A4', 'A5', 'A6']),
      },
      {
        period: 3,
        time: '15:00',
        team: 'home',
        scorer: 'H2',
        assists: ['H1'],
        strength: 'EV',
        onIce: onIce(['H1', 'H2', 'H3', 'H5', 'H6'], ['A1', 'A2', 'A3', 'A4', 'A6']),
      },
    ],
    shots: { H1: 4, H2: 3, H3: 2, H4: 5, H5: 1, H6: 0, A1: 6, A2: 4, A3: 3, A4: 2, A5: 1, A6: 0 },
  },
  {
    date: '2025-12-10',
    home: 1,
    away: 2,
    goals: [
      { period: 1, time: '10:00', team: 'away', scorer: 'A1', assists: ['A4'], strength: 'EV' },
      { period: 2, time: '04:00', team: 'home', scorer: 'H4', assists: ['H1', 'H2'], strength: 'PP' },
      { period: 3, time: '11:00', team: 'away', scorer: 'A3', assists: ['A1', 'A5'], strength: 'EV' },
    ],
    shots: { H1: 2, H2: 1, H3: 3, H4: 2, H5: 0, H6: 1, A1: 5, A2: 2, A3: 4, A4: 1, A5: 2, A6: 0 },
    printedPm: { H1: -1, H2: -1, H3: -2, H4: 0, H5: 1, H6: -1, A1: 2, A2: 0, A3: 1, A4: 1, A5: 1, A6: 0 },
  },
];

export type Line = { g: number; a: number; pm: number | null; sog: number };
const blank = (): Line => ({ g: 0, a: 0, pm: null, sog: 0 });

/** One game's line per skater key: +/- from the on-ice lists (EV and SH goals, both sides; PP none; goalies none), else as printed. */
export function gameLines(sheet: Sheet): Record<string, Line> {
  const lines = Object.fromEntries([...SKATERS.home, ...SKATERS.away].map((k) => [k, { ...blank(), sog: sheet.shots[k]! }]));
  const withLists = sheet.goals.some((g) => g.onIce);
  for (const k of Object.keys(lines)) lines[k]!.pm = withLists ? 0 : (sheet.printedPm?.[k] ?? null);
  for (const goal of sheet.goals) {
    lines[goal.scorer]!.g += 1;
    for (const a of goal.assists) lines[a]!.a += 1;
    if (!goal.onIce || goal.strength === 'PP') continue;
    const other: Side = goal.team === 'home' ? 'away' : 'home';
    for (const k of goal.onIce[goal.team]) if (lines[k]) lines[k].pm! += 1;
    for (const k of goal.onIce[other]) if (lines[k]) lines[k].pm! -= 1;
  }
  return lines;
}

export function seasonLines(): Record<string, Line> {
  const total: Record<string, Line> = {};
  for (const sheet of SHEETS)
    for (const [k, l] of Object.entries(gameLines(sheet))) {
      const t = (total[k] ??= blank());
      t.g += l.g;
      t.a += l.a;
      t.sog += l.sog;
      t.pm = l.pm === null ? t.pm : (t.pm ?? 0) + l.pm;
    }
  return total;
}

export const fmtPm = (pm: number | null) => (pm === null ? '–' : pm > 0 ? `+${pm}` : String(pm));
export const fmtPct = (l: Line) => (l.sog === 0 ? '–' : (Math.round((l.g * 1000) / l.sog) / 10).toFixed(1));
export const fullName = (key: string) => NAMES[key]!.join(' ');
export const skaterKeys = (side: Side) => SKATERS[side];
