import type { OfficialSide } from '#shared/schemas/official-game-sheet';
import type { NhlPlay } from './nhl-gamecenter-raw';

/**
 * The NHL's four-digit situation code: away goalie in net (0/1), away skaters, home skaters, home
 * goalie in net. "1551" is five on five; "0651" is the away net empty for a sixth skater.
 */
export function situation(play: NhlPlay) {
  const code = play.situationCode;
  if (!code) return null;
  const [awayGoalie, awaySkaters, homeSkaters, homeGoalie] = code.split('').map(Number);
  return {
    goalieIn: { away: awayGoalie === 1, home: homeGoalie === 1 },
    players: { away: awaySkaters + awayGoalie, home: homeSkaters + homeGoalie },
    skaters: { away: awaySkaters, home: homeSkaters },
  };
}

/** One shooter against one goalie in a period that is not the shootout: a penalty shot. */
export function isPenaltyShotPlay(play: NhlPlay) {
  return play.periodDescriptor.periodType !== 'SO' && (play.situationCode === '0101' || play.situationCode === '1010');
}

/** The scorer's strength from the players on the ice, goalies included, as the situation code states it. */
export function strengthFor(play: NhlPlay, side: OfficialSide) {
  const now = situation(play);
  if (!now || isPenaltyShotPlay(play)) return null;
  const own = now.players[side];
  const theirs = now.players[side === 'home' ? 'away' : 'home'];
  return own > theirs ? ('PP' as const) : own < theirs ? ('SH' as const) : ('EV' as const);
}
