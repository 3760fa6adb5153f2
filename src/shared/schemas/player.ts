import { z } from 'zod';
import {
  FilterId,
  FilterIdOrNone,
  NullableId,
  Pagination,
  Versioned,
  SearchText,
  filterEnum,
  nullableDate,
  nullableInt,
  nullableText,
  nullableUrl,
  requiredText,
  MineFlag,
} from './common';
import { HANDS, POSITION_VALUES } from './enums';

export const Position = z.enum(POSITION_VALUES);

// The admin add form sends labels (Goalie, Left Wing), the edit form codes (C, LW...): both store one value.
const POSITION_ALIASES: Record<string, (typeof POSITION_VALUES)[number]> = {
  c: 'center',
  center: 'center',
  lw: 'left_wing',
  'left wing': 'left_wing',
  left_wing: 'left_wing',
  rw: 'right_wing',
  'right wing': 'right_wing',
  right_wing: 'right_wing',
  d: 'defense',
  defense: 'defense',
  defence: 'defense',
  g: 'goalie',
  goalie: 'goalie',
  goaltender: 'goalie',
};
export const PositionInput = z.preprocess((v) => (typeof v === 'string' ? (POSITION_ALIASES[v.trim().toLowerCase()] ?? v) : v), Position);

const Hand = z.preprocess((v) => (v === '' ? null : typeof v === 'string' ? v.toUpperCase() : v), z.enum(HANDS).nullable());

export const Player = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string().nullable(),
  position: Position,
  jerseyNumber: z.number().nullable(),
  currentTeamId: z.number().nullable(),
  currentTeam: z
    .object({
      id: z.number(),
      name: z.string(),
      shortName: z.string().nullable(),
      leagueId: z.number().nullable(),
      primaryColor: z.string().nullable(),
    })
    .nullable(),
  dateOfBirth: z.string().nullable(),
  birthCountryId: z.number().nullable(),
  birthCountry: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  birthCity: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  shoots: z.enum(HANDS).nullable(),
  catches: z.enum(HANDS).nullable(),
  updatedAt: z.string(),
});

const PlayerFields = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  position: PositionInput,
  jerseyNumber: nullableInt(0, 99).optional(),
  currentTeamId: NullableId.optional(),
  birthCountryId: NullableId.optional(),
  dateOfBirth: nullableDate.optional(),
  birthCity: nullableText(120).optional(),
  height: nullableInt(100, 250).optional(),
  weight: nullableInt(30, 200).optional(),
  shoots: Hand.optional(),
  catches: Hand.optional(),
  imageUrl: nullableUrl.optional(),
});

// The admin form names the birth date `birthDate` (requirements §3); it is stored as dateOfBirth.
const withBirthDateAlias = (v: unknown) => {
  if (v && typeof v === 'object' && 'birthDate' in v) {
    const { birthDate, ...rest } = v as Record<string, unknown>;
    return 'dateOfBirth' in rest ? rest : { ...rest, dateOfBirth: birthDate };
  }
  return v;
};
export const PlayerCreate = z.preprocess(withBirthDateAlias, PlayerFields);
export const PlayerUpdate = z.preprocess(withBirthDateAlias, PlayerFields.partial().extend(Versioned.shape));

export const PlayerQuery = Pagination.extend({
  teamId: FilterIdOrNone,
  countryId: FilterIdOrNone,
  leagueId: FilterId,
  position: filterEnum(POSITION_VALUES),
  mine: MineFlag,
  search: SearchText,
  /** Opaque keyset cursor from the previous page's Link header; when present, offset is ignored. */
  cursor: z
    .string()
    .trim()
    .max(600)
    .optional()
    .describe('Keyset cursor from the previous page (Link rel="next" / X-Next-Cursor); overrides offset'),
});

export type Player = z.infer<typeof Player>;
export type PlayerCreate = z.infer<typeof PlayerCreate>;
export type PlayerQuery = z.infer<typeof PlayerQuery>;
