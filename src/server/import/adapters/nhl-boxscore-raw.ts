import { z } from 'zod';

/** The parts of api-web.nhle.com `/v1/gamecenter/{id}/boxscore` the adapter reads: the printed per-player lines. */
const Skater = z.looseObject({
  playerId: z.number().int(),
  goals: z.number().int().min(0),
  assists: z.number().int().min(0),
  pim: z.number().int().min(0),
  plusMinus: z.number().int(),
  sog: z.number().int().min(0),
  toi: z.string(),
});
const Goalie = z.looseObject({
  playerId: z.number().int(),
  pim: z.number().int().min(0).optional(),
  shotsAgainst: z.number().int().min(0),
  goalsAgainst: z.number().int().min(0),
  saves: z.number().int().min(0),
  toi: z.string(),
  decision: z.enum(['W', 'L', 'O']).optional(),
});
const TeamLines = z.looseObject({ forwards: z.array(Skater), defense: z.array(Skater), goalies: z.array(Goalie) });
export const NhlBoxscore = z.looseObject({
  id: z.number().int(),
  awayTeam: z.looseObject({ id: z.number().int(), score: z.number().int().min(0), sog: z.number().int().min(0) }),
  homeTeam: z.looseObject({ id: z.number().int(), score: z.number().int().min(0), sog: z.number().int().min(0) }),
  playerByGameStats: z.looseObject({ awayTeam: TeamLines, homeTeam: TeamLines }),
});
