import { OfficialGameSheet, type OfficialSide } from '#shared/schemas/official-game-sheet';
import { clockAt, otherSide } from './official-clock';
import { NhlPlayByPlay, type NhlPlay } from './nhl-gamecenter-raw';
import { parseNhlBoxscoreLines } from './nhl-boxscore';
import { nhlGoalieStints } from './nhl-goalie-stints';
import { isPenaltyShotPlay, strengthFor } from './nhl-situation';

const STATUS: Record<string, OfficialGameSheet['game']['status']> = { OFF: 'final', FINAL: 'final', LIVE: 'live', CRIT: 'live' };
const SHOTS = new Set(['goal', 'shot-on-goal', 'missed-shot', 'failed-shot-attempt']);
const id = (value: number | undefined) => (value === undefined ? null : String(value));
const at = (play: NhlPlay) => clockAt(play.periodDescriptor.number, play.timeInPeriod);

/**
 * Issue 26: the NHL's public game centre → an official game sheet. The play-by-play gives the game,
 * rosters and events; its per-player lines are in the separate box score (`/boxscore`), which is read
 * when given and must be of the same game. Shots by period are counted from the shot and goal events.
 */
export function parseNhlGamecenter(playByPlay: unknown, boxscore?: unknown): OfficialGameSheet {
  const sheet = readPlayByPlay(playByPlay);
  if (boxscore === undefined) return OfficialGameSheet.parse(sheet);
  const lines = parseNhlBoxscoreLines(boxscore);
  if (lines.gameId !== sheet.game.externalId)
    throw new Error(`The box score is of game ${lines.gameId}, the play-by-play of game ${sheet.game.externalId}`);
  return OfficialGameSheet.parse({ ...sheet, skaterLines: lines.skaterLines, goalieLines: lines.goalieLines });
}

function readPlayByPlay(input: unknown): OfficialGameSheet {
  const feed = NhlPlayByPlay.parse(input);
  const sideOf = (teamId: number | undefined): OfficialSide | null =>
    teamId === feed.homeTeam.id ? 'home' : teamId === feed.awayTeam.id ? 'away' : null;
  // A play or roster spot of a team that is not in the game is a broken feed, not something to guess.
  const teamSide = (teamId: number | undefined, what: string) => {
    const side = sideOf(teamId);
    if (!side) throw new Error(`${what} names no team of this game`);
    return side;
  };
  const mustSide = (play: NhlPlay) => teamSide(play.details?.eventOwnerTeamId, `Play ${play.eventId}`);
  const plays = [...feed.plays].sort((a, b) => a.sortOrder - b.sortOrder);
  const inGame = plays.filter((p) => p.periodDescriptor.periodType !== 'SO');
  const team = (side: OfficialSide, t: typeof feed.homeTeam) => ({
    side,
    externalId: String(t.id),
    name: [t.placeName?.default, (t.commonName ?? t.name)?.default].filter(Boolean).join(' '),
    abbreviation: t.abbrev,
  });
  const periods = Math.max(3, ...inGame.map((p) => p.periodDescriptor.number));
  const shotsByPeriod = { home: Array<number>(periods).fill(0), away: Array<number>(periods).fill(0) };
  // Every shot on goal names the goalie it was against: what splits a net's shots between goalies.
  const faced = new Map<string, { side: OfficialSide; goalieId: string; shotsAgainst: number }>();
  for (const play of inGame) {
    if (play.typeDescKey !== 'goal' && play.typeDescKey !== 'shot-on-goal') continue;
    const shooters = mustSide(play);
    shotsByPeriod[shooters][play.periodDescriptor.number - 1] += 1;
    const goalieId = id(play.details?.goalieInNetId);
    if (goalieId === null) continue;
    const row = faced.get(goalieId) ?? { side: otherSide(shooters), goalieId, shotsAgainst: 0 };
    row.shotsAgainst += 1;
    faced.set(goalieId, row);
  }
  return {
    source: 'nhl-gamecenter',
    game: {
      externalId: String(feed.id),
      date: feed.gameDate,
      startsAt: feed.startTimeUTC ?? null,
      venueName: feed.venue?.default ?? null,
      status: STATUS[feed.gameState] ?? 'scheduled',
      statusText: feed.gameState,
      homeScore: feed.homeTeam.score ?? 0,
      awayScore: feed.awayTeam.score ?? 0,
      homeShots: feed.homeTeam.sog ?? null,
      awayShots: feed.awayTeam.sog ?? null,
      lastPeriod: feed.gameOutcome?.lastPeriodType ?? 'REG',
    },
    teams: [team('home', feed.homeTeam), team('away', feed.awayTeam)],
    players: feed.rosterSpots.map((spot) => ({
      externalId: String(spot.playerId),
      side: teamSide(spot.teamId, `Roster spot ${spot.playerId}`),
      firstName: spot.firstName.default,
      lastName: spot.lastName.default,
      number: spot.sweaterNumber ?? null,
      position: spot.positionCode ?? null,
      birthDate: null,
    })),
    goals: inGame
      .filter((p) => p.typeDescKey === 'goal')
      .map((play) => ({
        ...at(play),
        side: mustSide(play),
        scorerId: String(play.details?.scoringPlayerId),
        assistIds: [play.details?.assist1PlayerId, play.details?.assist2PlayerId].flatMap((a) => id(a) ?? []),
        goalieId: id(play.details?.goalieInNetId),
        strength: strengthFor(play, mustSide(play)),
        // The play-by-play's own statement of an empty net: no goalie named for the goal.
        emptyNet: play.details?.goalieInNetId === undefined,
        penaltyShot: isPenaltyShotPlay(play),
        plusIds: null,
        minusIds: null,
      })),
    penalties: inGame
      .filter((p) => p.typeDescKey === 'penalty')
      .map((play) => ({
        ...at(play),
        side: mustSide(play),
        playerId: id(play.details?.committedByPlayerId),
        servedById: id(play.details?.servedByPlayerId),
        minutes: play.details?.duration ?? 0,
        infraction: play.details?.descKey ?? '',
        penaltyShotAwarded: play.details?.typeCode === 'PS',
      })),
    penaltyShots: inGame
      .filter((p) => SHOTS.has(p.typeDescKey) && isPenaltyShotPlay(p))
      .map((play) => ({
        ...at(play),
        side: mustSide(play),
        shooterId: String(play.details?.scoringPlayerId ?? play.details?.shootingPlayerId),
        goalieId: id(play.details?.goalieInNetId),
        scored: play.typeDescKey === 'goal',
      })),
    goalieStints: nhlGoalieStints(plays, sideOf),
    goalieShots: [...faced.values()],
    shotsByPeriod,
    skaterLines: null,
    goalieLines: null,
    shootout: plays
      .filter((p) => p.periodDescriptor.periodType === 'SO' && SHOTS.has(p.typeDescKey))
      .map((play, index) => ({
        order: index + 1,
        side: mustSide(play),
        shooterId: String(play.details?.scoringPlayerId ?? play.details?.shootingPlayerId),
        goalieId: id(play.details?.goalieInNetId),
        scored: play.typeDescKey === 'goal',
      })),
  };
}
