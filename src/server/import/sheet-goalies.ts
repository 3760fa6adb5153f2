import type { OfficialGameSheet, OfficialGoalieStint, OfficialSide } from '#shared/schemas/official-game-sheet';
import { otherSide } from './adapters/official-clock';
import { goalieInNet, tallySheet } from './official-sheet-tally';

const PERIOD = 20 * 60;

/** Seconds as a clock 'M:SS' (minutes may pass 59: a goalie's minutes in a long game). */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A stint's length; a period it spans whole counts 20 minutes (the only length it can have but end in). */
function stintLength(s: OfficialGoalieStint): number {
  if (s.from.period === s.to.period) return s.to.seconds - s.from.seconds;
  return PERIOD - s.from.seconds + (s.to.period - s.from.period - 1) * PERIOD + s.to.seconds;
}

interface SheetGoalie {
  team: OfficialSide;
  playerId: number;
  timeOnIce: string;
  shotsAgainst: number;
  saves: number;
  goalsAgainst: number;
  decision: 'W' | 'L' | 'OTL' | 'SOL' | null;
}

/**
 * The goalie lines of a sheet: as printed where it prints them (HockeyTech, the NHL box score), a
 * missing minutes figure taken from the stints. A play-by-play alone prints none; where one goalie
 * kept his team's net all game his line follows from the sheet (the other team's shots on goal less
 * the goals into an empty net, the goals scored while he was in). Where goalies changed, the team
 * shots cannot be split between them honestly, so that team gets no goalie lines, only its stints.
 */
export function sheetGoalies(sheet: OfficialGameSheet, id: (externalId: string) => number): SheetGoalie[] {
  const stints = sheet.goalieStints ?? [];
  const minutes = (goalie: string) => stints.filter((s) => s.goalieId === goalie).reduce((n, s) => n + stintLength(s), 0);
  if (sheet.goalieLines) {
    return sheet.goalieLines.map((g) => ({
      team: g.side,
      playerId: id(g.playerId),
      timeOnIce: clockText(g.toiSeconds ?? minutes(g.playerId)),
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      decision: g.decision,
    }));
  }
  if (!sheet.shotsByPeriod) return [];
  return (['home', 'away'] as const).flatMap((side) => {
    const inNet = [...new Set(stints.filter((s) => s.side === side).map((s) => s.goalieId))];
    if (inNet.length === 1) return wholeGameLine(sheet, side, inNet[0], minutes(inNet[0]), id);
    return splitNetLines(sheet, side, inNet, minutes, id);
  });
}

/** One goalie kept the net all game: the other team's shots on goal less the goals into an empty net. */
function wholeGameLine(
  sheet: OfficialGameSheet,
  side: OfficialSide,
  goalie: string,
  seconds: number,
  id: (externalId: string) => number,
): SheetGoalie[] {
  const shooters = otherSide(side);
  const intoEmptyNet = sheet.goals.filter((g) => g.side === shooters && !goalieInNet(sheet, side, g)).length;
  const shots = sheet.shotsByPeriod![shooters].reduce((a, b) => a + b, 0) - intoEmptyNet;
  const goalsAgainst = tallySheet(sheet).goalsAgainst.get(goalie) ?? 0;
  // A sheet whose shot events miss a goal cannot give a line that adds up: leave the line out.
  if (shots < goalsAgainst) return [];
  return [line(side, id(goalie), seconds, shots, goalsAgainst)];
}

/**
 * Goalies who split a net: each faced the shots the events name him for, and the goals scored while
 * the stints have him in net. Where the events do not name the goalie of every shot, or one goalie's
 * figures cannot add up, the team gets no lines rather than a guessed split.
 */
function splitNetLines(
  sheet: OfficialGameSheet,
  side: OfficialSide,
  inNet: string[],
  minutes: (goalie: string) => number,
  id: (externalId: string) => number,
): SheetGoalie[] {
  if (inNet.length === 0 || !sheet.goalieShots) return [];
  const tally = tallySheet(sheet);
  const lines = inNet.map((goalie) => {
    const shots = sheet.goalieShots!.find((g) => g.side === side && g.goalieId === goalie)?.shotsAgainst ?? 0;
    return line(side, id(goalie), minutes(goalie), shots, tally.goalsAgainst.get(goalie) ?? 0);
  });
  return lines.some((l) => l.saves < 0) ? [] : lines;
}

const line = (team: OfficialSide, playerId: number, seconds: number, shotsAgainst: number, goalsAgainst: number): SheetGoalie => ({
  team,
  playerId,
  timeOnIce: clockText(seconds),
  shotsAgainst,
  saves: shotsAgainst - goalsAgainst,
  goalsAgainst,
  decision: null,
});
