import { OfficialGameSheet, type OfficialSide } from '#shared/schemas/official-game-sheet';
import { clockAt } from './official-clock';
import { HockeytechGameSummary, type HockeytechSummary } from './hockeytech-game-summary-raw';
import { hockeytechGoalieLines, hockeytechGoalieStints, hockeytechSkaterLines } from './hockeytech-lines';

const sideOf = (home: boolean): OfficialSide => (home ? 'home' : 'away');
const ref = (player: { player_id?: string | null } | null | undefined) => player?.player_id || null;

/**
 * Issue 26: a HockeyTech / LeagueStat game summary → an official game sheet, every figure as the
 * summary prints it (strength, empty net and decisions as flagged; per-player lines from the lineups).
 */
export function parseHockeytechGameSummary(input: unknown): OfficialGameSheet {
  const s: HockeytechSummary = HockeytechGameSummary.parse(input).GC.Gamesummary;
  const shootout = s.shootoutDetail ?? [];
  const period = Number(s.meta.period);
  const lastPeriod = shootout.length > 0 ? 'SO' : period > 3 ? 'OT' : 'REG';
  const byPeriod = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, n]) => n);
  const roster = (side: OfficialSide, lineup: HockeytechSummary['home_team_lineup']) =>
    [...lineup.goalies, ...lineup.players].map((p) => ({
      externalId: p.player_id,
      side,
      firstName: p.first_name,
      lastName: p.last_name,
      number: p.jersey_number ? Number(p.jersey_number) : null,
      position: p.position_str ?? null,
      birthDate: p.birthdate || null,
    }));
  return OfficialGameSheet.parse({
    source: 'hockeytech',
    game: {
      externalId: s.meta.id,
      date: s.meta.date_played,
      startsAt: s.game_date_iso_8601 ?? null,
      venueName: s.venue ?? null,
      status: s.meta.final ? 'final' : s.meta.started ? 'live' : 'scheduled',
      statusText: s.status_value,
      homeScore: s.meta.home_goal_count,
      awayScore: s.meta.visiting_goal_count,
      homeShots: s.totalShots?.home ?? null,
      awayShots: s.totalShots?.visitor ?? null,
      lastPeriod,
    },
    teams: [
      { side: 'home', externalId: s.home.id, name: s.home.name, abbreviation: s.home.code },
      { side: 'away', externalId: s.visitor.id, name: s.visitor.name, abbreviation: s.visitor.code },
    ],
    players: [...roster('home', s.home_team_lineup), ...roster('away', s.visitor_team_lineup)],
    goals: s.goals.map((g) => ({
      ...clockAt(Number(g.period_id), g.time),
      side: sideOf(g.home),
      scorerId: g.goal_scorer.player_id,
      assistIds: [ref(g.assist1_player), ref(g.assist2_player)].filter((a): a is string => a !== null),
      goalieId: null,
      strength: g.power_play ? 'PP' : g.short_handed ? 'SH' : 'EV',
      emptyNet: g.empty_net,
      penaltyShot: g.penalty_shot,
      plusIds: g.plus?.map((p) => p.player_id) ?? null,
      minusIds: g.minus?.map((p) => p.player_id) ?? null,
    })),
    penalties: s.penalties.map((p) => ({
      ...clockAt(Number(p.period_id), p.time_off_formatted),
      side: sideOf(p.home),
      playerId: p.bench ? null : ref(p.player_penalized_info),
      servedById: ref(p.player_served_info),
      minutes: p.minutes,
      infraction: p.lang_penalty_description,
      penaltyShotAwarded: p.penalty_shot,
    })),
    penaltyShots: [...s.penaltyshots.home, ...s.penaltyshots.visitor].map((p) => ({
      ...clockAt(Number(p.period_id), p.time),
      side: sideOf(p.home),
      shooterId: p.player_id,
      goalieId: p.goalie_id || null,
      scored: Boolean(p.game_goal_id),
    })),
    goalieStints: hockeytechGoalieStints(s),
    shotsByPeriod: { home: byPeriod(s.shotsByPeriod.home), away: byPeriod(s.shotsByPeriod.visitor) },
    skaterLines: hockeytechSkaterLines(s),
    goalieLines: hockeytechGoalieLines(s),
    shootout: shootout.map((a, index) => ({
      order: index + 1,
      side: sideOf(a.home),
      shooterId: a.player_id,
      goalieId: a.goalie_id || null,
      scored: a.goal,
    })),
  });
}
