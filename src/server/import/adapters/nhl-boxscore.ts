import type { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { clockSeconds } from './official-clock';
import { NhlBoxscore } from './nhl-boxscore-raw';

// Besides W and L the box score prints "O": a loss after regulation.
const DECISIONS = { W: 'W', L: 'L', O: 'OTL' } as const;

/**
 * The NHL box score's printed lines (G, A, PIM, +/-, SOG, TOI; goalies SA, GA, SV, TOI, decision),
 * as the official sheet's skater and goalie lines. Goalies' goals and assists are not printed: 0.
 */
export function parseNhlBoxscoreLines(input: unknown) {
  const box = NhlBoxscore.parse(input);
  const sides = [
    ['home', box.playerByGameStats.homeTeam],
    ['away', box.playerByGameStats.awayTeam],
  ] as const;
  const skaterLines: NonNullable<OfficialGameSheet['skaterLines']> = sides.flatMap(([side, lines]) =>
    [...lines.forwards, ...lines.defense].map((p) => ({
      playerId: String(p.playerId),
      side,
      goals: p.goals,
      assists: p.assists,
      penaltyMinutes: p.pim,
      plusMinus: p.plusMinus,
      shots: p.sog,
      toiSeconds: clockSeconds(p.toi),
    })),
  );
  const goalieLines: NonNullable<OfficialGameSheet['goalieLines']> = sides.flatMap(([side, lines]) =>
    lines.goalies.map((g) => ({
      playerId: String(g.playerId),
      side,
      goals: 0,
      assists: 0,
      penaltyMinutes: g.pim ?? 0,
      shotsAgainst: g.shotsAgainst,
      goalsAgainst: g.goalsAgainst,
      saves: g.saves,
      toiSeconds: clockSeconds(g.toi),
      decision: g.decision ? DECISIONS[g.decision] : null,
    })),
  );
  return {
    gameId: String(box.id),
    totals: {
      home: { score: box.homeTeam.score, shots: box.homeTeam.sog },
      away: { score: box.awayTeam.score, shots: box.awayTeam.sog },
    },
    skaterLines,
    goalieLines,
  };
}
