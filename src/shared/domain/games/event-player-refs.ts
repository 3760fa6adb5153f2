import type { GameEventData } from '../../schemas/game-event';
import type { TeamSide } from '../../schemas/box-score';
import { other } from '../box-score/box-score-derive';

/** One player an event names, the side he must play for, and the event field that names him. */
export type PlayerRef = { side: TeamSide; playerId: number; path: string };

/**
 * Issue 40 item 4: every player an event names, with the team he has to belong to. Only existence was
 * checked before, so a scorekeeper could credit a Boston Bruins player with a Liiga goal.
 */
export function eventPlayerRefs(data: GameEventData): PlayerRef[] {
  const refs: PlayerRef[] = [];
  const add = (side: TeamSide, playerId: number | null | undefined, path: string) => {
    if (playerId !== null && playerId !== undefined) refs.push({ side, playerId, path });
  };
  switch (data.type) {
    case 'goal':
      add(data.team, data.scorerPlayerId, 'scorerPlayerId');
      add(data.team, data.assist1PlayerId, 'assist1PlayerId');
      add(data.team, data.assist2PlayerId, 'assist2PlayerId');
      for (const side of ['home', 'away'] as const) data.onIce?.[side].forEach((id, i) => add(side, id, `onIce.${side}.${i}`));
      break;
    case 'penalty':
      add(data.team, data.playerId, 'playerId');
      add(data.team, data.servedByPlayerId, 'servedByPlayerId');
      break;
    case 'goalie-change':
    case 'shootout-attempt':
      add(data.team, data.playerId, 'playerId');
      break;
    case 'penalty-shot':
      add(data.team, data.shooterPlayerId, 'shooterPlayerId');
      add(other(data.team), data.goaliePlayerId, 'goaliePlayerId');
      break;
    case 'lineup':
      data.playerIds.forEach((id, i) => add(data.team, id, `playerIds.${i}`));
      add(data.team, data.startingGoalieId, 'startingGoalieId');
      break;
    default:
      break;
  }
  return refs;
}
