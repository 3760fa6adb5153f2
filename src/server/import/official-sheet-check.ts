import type { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { otherSide } from './adapters/official-clock';
import { goalieInNet, tallySheet } from './official-sheet-tally';

const when = (g: { period: number; seconds: number }) =>
  `P${g.period} ${Math.floor(g.seconds / 60)}:${String(g.seconds % 60).padStart(2, '0')}`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Every place where an official sheet disagrees with itself: its printed figures against what its own
 * events add up to. Sheets are kept as published (docs/architecture.md), so these become stored warnings rather
 * than corrections; each line names the figure, the player or team, and both values.
 */
export function sheetDifferences(sheet: OfficialGameSheet): string[] {
  const out: string[] = [];
  const tally = tallySheet(sheet);
  for (const side of ['home', 'away'] as const) {
    const score = side === 'home' ? sheet.game.homeScore : sheet.game.awayScore;
    const fromGoals = tally.goals[side] + (tally.shootoutWinner === side ? 1 : 0);
    if (fromGoals !== score) out.push(`score ${side}: goals add to ${fromGoals}, sheet says ${score}`);
    const shots = side === 'home' ? sheet.game.homeShots : sheet.game.awayShots;
    const byPeriod = sheet.shotsByPeriod ? sum(sheet.shotsByPeriod[side]) : null;
    if (shots !== null && byPeriod !== null && shots !== byPeriod)
      out.push(`shots ${side}: periods add to ${byPeriod}, total says ${shots}`);
    // Goals into an empty net are shots no goalie faced; the goalies' lines should hold all the others.
    const intoEmptyNet = sheet.goals.filter((g) => g.side === side && !goalieInNet(sheet, otherSide(side), g)).length;
    const faced = sum((sheet.goalieLines ?? []).filter((g) => g.side === otherSide(side)).map((g) => g.shotsAgainst));
    if (byPeriod !== null && sheet.goalieLines && sheet.goalieStints && faced !== byPeriod - intoEmptyNet)
      out.push(`shots ${side}: ${byPeriod} by period with ${intoEmptyNet} into an empty net, goalies faced ${faced}`);
  }
  const lines = [...(sheet.skaterLines ?? []), ...(sheet.goalieLines ?? []).map((g) => ({ ...g, plusMinus: null }))];
  const onIce = sheet.goals.some((g) => g.plusIds !== null);
  for (const line of lines) {
    const t = tally.players.get(line.playerId) ?? { goals: 0, assists: 0, penaltyMinutes: 0, plusMinus: 0 };
    const id = `${line.side} ${line.playerId}`;
    if (t.goals !== line.goals) out.push(`G ${id}: events ${t.goals}, line ${line.goals}`);
    if (t.assists !== line.assists) out.push(`A ${id}: events ${t.assists}, line ${line.assists}`);
    if (t.penaltyMinutes !== line.penaltyMinutes) out.push(`PIM ${id}: events ${t.penaltyMinutes}, line ${line.penaltyMinutes}`);
    if (onIce && line.plusMinus !== null && t.plusMinus !== line.plusMinus)
      out.push(`+/- ${id}: events ${t.plusMinus}, line ${line.plusMinus}`);
  }
  if (sheet.skaterLines) {
    const lined = new Set(lines.map((l) => l.playerId));
    for (const [playerId, t] of tally.players)
      if (!lined.has(playerId) && (t.goals || t.assists || t.penaltyMinutes))
        out.push(`no line for ${playerId}: events give ${t.goals} G, ${t.assists} A, ${t.penaltyMinutes} PIM`);
  }
  for (const line of sheet.goalieLines ?? []) {
    const against = tally.goalsAgainst.get(line.playerId) ?? 0;
    if (sheet.goalieStints && against !== line.goalsAgainst)
      out.push(`GA ${line.side} ${line.playerId}: stints ${against}, line ${line.goalsAgainst}`);
    if (line.shotsAgainst - line.goalsAgainst !== line.saves)
      out.push(`SV ${line.side} ${line.playerId}: ${line.shotsAgainst} SA - ${line.goalsAgainst} GA != ${line.saves}`);
  }
  if (sheet.goalieStints) {
    for (const goal of sheet.goals) {
      const inNet = goalieInNet(sheet, otherSide(goal.side), goal);
      const at = `${goal.side} goal ${when(goal)}`;
      if (!inNet && goal.emptyNet === false) out.push(`EN unflagged: ${at}, no goalie in net`);
      if (inNet && goal.emptyNet) out.push(`EN flagged: ${at}, ${inNet.goalieId} in net`);
      if (inNet && goal.goalieId && inNet.goalieId !== goal.goalieId)
        out.push(`goalie: ${at} names ${goal.goalieId}, stints have ${inNet.goalieId}`);
    }
  }
  return out;
}
