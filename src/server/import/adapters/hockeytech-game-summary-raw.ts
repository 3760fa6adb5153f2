import { z } from 'zod';

/**
 * The parts of the HockeyTech / LeagueStat game summary (`feed=gc&tab=gamesummary`, used by the WHL,
 * OHL, QMJHL, AHL, ECHL, USHL …) the adapter reads. The feed writes most numbers as strings ("1",
 * "+2"), leaves empty objects where a player is missing, and carries much more than is read here.
 */
const Flag = z.union([z.string(), z.number()]).transform((v) => String(v) === '1');
const Num = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(String(v).trim() === 'E' ? 0 : v);
  if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: `not a number: ${v}` });
  return n;
});
const PlayerRef = z.looseObject({ player_id: z.string().nullish() }).nullish();
const Team = z.looseObject({ id: z.string(), name: z.string(), code: z.string() });
const Goal = z.looseObject({
  period_id: z.string(),
  time: z.string(),
  home: Flag,
  power_play: Flag,
  short_handed: Flag,
  empty_net: Flag,
  penalty_shot: Flag,
  goal_scorer: z.looseObject({ player_id: z.string() }),
  assist1_player: PlayerRef,
  assist2_player: PlayerRef,
  plus: z.array(z.looseObject({ player_id: z.string() })).optional(),
  minus: z.array(z.looseObject({ player_id: z.string() })).optional(),
});
const Penalty = z.looseObject({
  period_id: z.string(),
  time_off_formatted: z.string(),
  home: Flag,
  bench: Flag,
  penalty_shot: Flag,
  minutes: Num,
  lang_penalty_description: z.string(),
  player_penalized_info: PlayerRef,
  player_served_info: PlayerRef,
});
const GoalieLog = z.looseObject({
  player_id: z.string(),
  period_start: z.string(),
  time_start: z.string(),
  period_end: z.string(),
  time_end: z.string(),
  win: Flag,
  loss: Flag,
  ot_loss: Flag,
  shootout_loss: Flag,
});
const Skater = z.looseObject({
  player_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  jersey_number: z.string().optional(),
  position_str: z.string().optional(),
  birthdate: z.string().optional(),
  goals: Num,
  assists: Num,
  pim: Num,
  plusminus: Num.optional(),
  shots: Num.optional(),
});
const Goalie = Skater.extend({ shots_against: Num, goals_against: Num, saves: Num, seconds: Num.nullish() });
const Lineup = z.looseObject({ players: z.array(Skater), goalies: z.array(Goalie) });
const PenaltyShot = z.looseObject({
  period_id: z.string(),
  time: z.string(),
  home: Flag,
  player_id: z.string(),
  goalie_id: z.string().optional(),
  game_goal_id: z.string().optional(),
});
const PerSide = <T extends z.ZodType>(item: T) => z.looseObject({ home: item, visitor: item });
const ByPeriod = z.record(z.string(), Num);

export const HockeytechGameSummary = z.looseObject({
  GC: z.looseObject({
    Gamesummary: z.looseObject({
      meta: z.looseObject({
        id: z.string(),
        date_played: z.string(),
        period: z.string(),
        started: Flag,
        final: Flag,
        shootout: z.string().optional(),
        home_goal_count: Num,
        visiting_goal_count: Num,
      }),
      game_date_iso_8601: z.string().optional(),
      status_value: z.string(),
      venue: z.string().optional(),
      periods: z.record(z.string(), z.looseObject({ id: z.string(), short_name: z.string(), long_name: z.string() })),
      home: Team,
      visitor: Team,
      // A game without a goal (or a penalty) has null here, not an empty list.
      goals: z
        .array(Goal)
        .nullable()
        .transform((v) => v ?? []),
      penalties: z
        .array(Penalty)
        .nullable()
        .transform((v) => v ?? []),
      goalies: PerSide(z.array(GoalieLog)),
      home_team_lineup: Lineup,
      visitor_team_lineup: Lineup,
      shotsByPeriod: PerSide(ByPeriod),
      totalShots: PerSide(Num).optional(),
      penaltyshots: PerSide(z.array(PenaltyShot)),
      shootoutDetail: z
        .array(z.looseObject({ home: Flag, player_id: z.string(), goalie_id: z.string().optional(), goal: Flag }))
        .optional(),
    }),
  }),
});
export type HockeytechSummary = z.infer<typeof HockeytechGameSummary>['GC']['Gamesummary'];
