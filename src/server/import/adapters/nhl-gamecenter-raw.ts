import { z } from 'zod';

/**
 * The parts of api-web.nhle.com `/v1/gamecenter/{id}/play-by-play` the adapter reads. Loose objects:
 * the feed carries much more (coordinates, clips, broadcasts) and adds fields without notice.
 */
const Name = z.looseObject({ default: z.string() });
const Team = z.looseObject({
  id: z.number().int(),
  abbrev: z.string(),
  score: z.number().int().min(0).optional(),
  sog: z.number().int().min(0).optional(),
  name: Name.optional(),
  commonName: Name.optional(),
  placeName: Name.optional(),
});
const Period = z.looseObject({ number: z.number().int().min(1), periodType: z.enum(['REG', 'OT', 'SO']) });
const Details = z.looseObject({
  eventOwnerTeamId: z.number().int().optional(),
  scoringPlayerId: z.number().int().optional(),
  shootingPlayerId: z.number().int().optional(),
  assist1PlayerId: z.number().int().optional(),
  assist2PlayerId: z.number().int().optional(),
  goalieInNetId: z.number().int().optional(),
  committedByPlayerId: z.number().int().optional(),
  servedByPlayerId: z.number().int().optional(),
  typeCode: z.string().optional(),
  descKey: z.string().optional(),
  duration: z.number().int().min(0).optional(),
});
export const NhlPlay = z.looseObject({
  eventId: z.number().int(),
  periodDescriptor: Period,
  timeInPeriod: z.string(),
  situationCode: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  typeDescKey: z.string(),
  sortOrder: z.number().int(),
  details: Details.optional(),
});
export const NhlPlayByPlay = z.looseObject({
  id: z.number().int(),
  gameDate: z.string(),
  startTimeUTC: z.string().optional(),
  venue: Name.optional(),
  gameState: z.string(),
  awayTeam: Team,
  homeTeam: Team,
  gameOutcome: z.looseObject({ lastPeriodType: z.enum(['REG', 'OT', 'SO']) }).optional(),
  plays: z.array(NhlPlay),
  rosterSpots: z.array(
    z.looseObject({
      teamId: z.number().int(),
      playerId: z.number().int(),
      firstName: Name,
      lastName: Name,
      sweaterNumber: z.number().int().optional(),
      positionCode: z.string().optional(),
    }),
  ),
});
export type NhlPlay = z.infer<typeof NhlPlay>;
export type NhlPlayByPlay = z.infer<typeof NhlPlayByPlay>;
