import type { OfficialClock, OfficialGoalieStint, OfficialSide } from '#shared/schemas/official-game-sheet';
import { clockAt } from './official-clock';
import type { NhlPlay } from './nhl-gamecenter-raw';
import { isPenaltyShotPlay, situation } from './nhl-situation';

// Breaks in play where a goalie can be changed; a change seen later in the feed is placed at the last one.
const BREAKS = new Set(['period-start', 'stoppage', 'goal', 'penalty', 'delayed-penalty']);

/**
 * Who was in each net and when, from the play-by-play: the situation codes say whether a net is
 * occupied, and every shot names the goalie it was against (`goalieInNetId`). The feed has no
 * goalie-change event, so a new goalie takes over at the last break in play before his first shot.
 */
export function nhlGoalieStints(plays: NhlPlay[], teamSide: (teamId: number | undefined) => OfficialSide | null) {
  const stints: OfficialGoalieStint[] = [];
  for (const side of ['away', 'home'] as const) {
    let open: { goalieId: string; from: OfficialClock } | null = null;
    let known: string | null = null;
    let occupiedSince: OfficialClock | null = null;
    let lastBreak: OfficialClock | null = null;
    let last: OfficialClock | null = null;
    // The last reading of this net as occupied: a pull is only known once a later play shows it empty.
    let seenOccupied: OfficialClock | null = null;
    const close = (to: OfficialClock) => {
      if (open) stints.push({ side, goalieId: open.goalieId, from: open.from, to });
      open = null;
    };
    for (const play of plays) {
      if (play.periodDescriptor.periodType === 'SO') continue;
      const clock = clockAt(play.periodDescriptor.number, play.timeInPeriod);
      last = clock;
      const now = isPenaltyShotPlay(play) ? null : situation(play);
      if (now && !now.goalieIn[side]) {
        close(seenOccupied ?? clock);
        occupiedSince = null;
      } else if (now) {
        seenOccupied = clock;
        occupiedSince ??= clock;
        if (!open && known) open = { goalieId: known, from: occupiedSince };
      }
      const against = play.details?.goalieInNetId;
      const shooterSide = teamSide(play.details?.eventOwnerTeamId);
      if (against !== undefined && shooterSide !== null && shooterSide !== side) {
        const goalieId = String(against);
        if (open && open.goalieId !== goalieId) {
          const at = lastBreak ?? clock;
          close(at);
          open = { goalieId, from: at };
        } else if (!open) {
          open = { goalieId, from: occupiedSince ?? clock };
        }
        known = goalieId;
      }
      // Counted after the shot: a goal that first names a new goalie was scored on him, so he came in before it.
      if (BREAKS.has(play.typeDescKey)) lastBreak = clock;
    }
    if (last) close(last);
  }
  return stints;
}
