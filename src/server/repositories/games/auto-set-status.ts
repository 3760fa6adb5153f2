import { and, inArray, sql } from 'drizzle-orm';
import { SCORE_WINDOW_AFTER_MS } from '#shared/auth/access';
import type { AutoSetStatusBody } from '#shared/schemas/game';
import type { Db } from '../../db/client';
import { games, leagues, seasons } from '../../db/schema';
import { recordAudit, type Actor } from '../admin/audit';
import { gameFilters } from './games';
import { lineupPlayerIds, refreshPlayerStats } from '../stats/player-season-stats';
import { bumpUpdatedAt } from '../support/row-version';

const h = games.homeScore;
const a = games.awayScore;
const bothScores = sql`${h} is not null and ${a} is not null`;
const noScore = sql`${h} is null and ${a} is null`;
// As tiePolicy(): the season's league gives a tie points.
const tiesCount = sql`exists (select 1 from ${seasons} inner join ${leagues} on ${leagues.id} = ${seasons.leagueId}
  where ${seasons.id} = ${games.seasonId} and case when jsonb_typeof(${leagues.pointsSystem} -> 'tie') = 'number'
    then (${leagues.pointsSystem} ->> 'tie')::numeric > 0 else false end)`;
// As inferOutcome(): the stored outcome, else REG for a margin of two or more, else TIE for a level score where ties count.
const outcome = sql`(case when ${games.outcome} is not null then ${games.outcome}
  when abs(${h} - ${a}) >= 2 then 'REG'::game_outcome when ${h} = ${a} and ${tiesCount} then 'TIE'::game_outcome end)`;
// As resultIssues() on the final it would make: a winner (REG, or OT/SO by one goal), or a tie where ties count.
const soundFinal = sql`${bothScores} and ((${h} <> ${a} and (${outcome} = 'REG' or (${outcome} in ('OT', 'SO') and abs(${h} - ${a}) = 1)))
  or (${h} = ${a} and ${outcome} = 'TIE' and ${tiesCount}))`;
// Issue #18: a game becomes final only once its start instant has passed (a TBD time: its date).
const started = sql`(${games.startsAt} <= now() or (${games.startsAt} is null and ${games.gameDate} <= current_date))`;

/**
 * Admin Auto-Set Status (§4: both scores filled gives final, otherwise scheduled) in ONE UPDATE over
 * the filtered games, answering the ids it changed:
 * - a scheduled game that has started and holds a result typed in becomes final (the write rules let
 *   a person leave it so: resultIssues);
 * - so does a live game its scorekeeper can no longer reach (over a day since its start): a game left
 *   live by mistake, never one under way;
 * - a final without scores becomes scheduled;
 * - a result that would not make a sound final (a one-goal game saying not how it ended, a tie where
 *   ties give no points) stays for a person to decide; cancelled and postponed games are left alone.
 */
export async function autoSetStatuses(db: Db, filter: AutoSetStatusBody, actor: Actor): Promise<number[]> {
  const liveUntil = new Date(Date.now() - SCORE_WINDOW_AFTER_MS).toISOString();
  const staleLive = sql`${games.status} = 'live' and (${games.startsAt} <= ${liveUntil}::timestamptz
    or (${games.startsAt} is null and ${games.gameDate} < (${liveUntil}::timestamptz)::date))`;
  const toFinal = sql`(${games.status} = 'scheduled' or (${staleLive})) and ${soundFinal} and ${started}`;
  const toScheduled = sql`${games.status} = 'final' and ${noScore}`;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(games)
      .set({
        status: sql`(case when ${toFinal} then 'final' else 'scheduled' end)::game_status`,
        outcome: sql`case when ${toFinal} then ${outcome} end`,
        updatedAt: bumpUpdatedAt(games.updatedAt),
      })
      .where(and(inArray(games.status, ['scheduled', 'final', 'live']), sql`((${toFinal}) or (${toScheduled}))`, ...gameFilters(filter)))
      .returning({ id: games.id, status: games.status });
    await refreshPlayerStats(
      tx,
      await lineupPlayerIds(
        tx,
        changed.map((g) => g.id),
      ),
    );
    const finals = changed.filter((g) => g.status === 'final').length;
    await recordAudit(tx, {
      actor,
      action: 'auto-set-status',
      entity: 'game',
      entityId: null,
      before: { filter },
      after: {
        changed: changed.length,
        toFinal: finals,
        toScheduled: changed.length - finals,
        ids: changed.slice(0, 1000).map((g) => g.id),
      },
    });
    return changed.map((g) => g.id);
  });
}
