import type { BoxScore, BoxScorePlayerLine, TeamSide } from '../../schemas/box-score';

type Dressed = BoxScore['lineup'][number];

/**
 * Issue 39 item 4: a team's skaters as a game sheet lists them, forwards, then defence, each by jersey
 * number (then name); goalies are not skaters: the one who played is in the goaltending table, a backup
 * who dressed but did not play is named apart (`backups`), never among the skaters.
 */
export function skaterLinesOf(box: Pick<BoxScore, 'lineup' | 'playerLines' | 'goalies'>, side: TeamSide) {
  const dressed = new Map(box.lineup.map((p) => [p.playerId, p]));
  const played = new Set(box.goalies.map((g) => g.playerId));
  const isGoalie = (id: number) => dressed.get(id)?.position === 'goalie' || played.has(id);
  const group = (p: Dressed | undefined) => (p?.position === 'defense' ? 1 : 0);
  const lines = box.playerLines
    .filter((l) => l.team === side && !isGoalie(l.playerId))
    .map((l) => ({ line: l, player: dressed.get(l.playerId) }))
    .sort(
      (a, b) =>
        group(a.player) - group(b.player) ||
        (a.player?.jerseyNumber ?? 100) - (b.player?.jerseyNumber ?? 100) ||
        (a.player?.lastName ?? '').localeCompare(b.player?.lastName ?? ''),
    );
  const backups = box.lineup.filter((p) => p.team === side && p.position === 'goalie' && !played.has(p.playerId));
  return { skaters: lines as { line: BoxScorePlayerLine; player: Dressed | undefined }[], backups };
}
