import { MapPin } from 'lucide-react';
import type { Game } from '#shared/schemas/game';
import type { GameSummary, TeamRecord } from '#shared/schemas/game-summary';

/** "20-10-3" (W-L-OTL), with the ties where the league has them, as scoreboards print a record. */
export function recordText(r: TeamRecord | null | undefined): string | null {
  if (!r) return null;
  return [r.wins, r.losses, r.overtimeLosses, ...(r.ties ? [r.ties] : [])].join('-');
}

/** "Dahl 2, Berg" for one side's scorers. */
const scorerText = (lines: GameSummary['scorers']) => lines.map((s) => (s.goals > 1 ? `${s.lastName} ${s.goals}` : s.lastName)).join(', ');

/** Under the teams: a final's goal scorers (away; home), then league and venue, one line each. */
export function GameCardDetails({ game, summary }: { game: Game; summary?: GameSummary }) {
  const scorers = game.status === 'final' || game.status === 'live' ? (summary?.scorers ?? []) : [];
  const away = scorerText(scorers.filter((s) => s.side === 'away'));
  const home = scorerText(scorers.filter((s) => s.side === 'home'));
  return (
    <div className="space-y-0.5 border-t border-slate-100 px-3 py-1.5 pl-4 text-[11px] leading-4 text-slate-500">
      {scorers.length > 0 && (
        <p data-testid="game-scorers" className="truncate">
          <span className="font-semibold text-slate-600">Goals:</span> {away || '–'}; {home || '–'}
        </p>
      )}
      <p className="flex items-center gap-1">
        <span className="shrink-0 font-semibold uppercase tracking-wide">{game.league?.shortName ?? game.league?.name ?? 'Game'}</span>
        <span aria-hidden="true">·</span>
        <MapPin className="size-3 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{game.venue ? `${game.venue.name}, ${game.venue.city}` : 'Venue to be announced'}</span>
        {/* Here rather than under the status, where it took a phone card's name room (issue 28). */}
        {summary?.shots && (
          <span data-testid="game-shots" className="shrink-0 pl-1 tabular-nums">
            <abbr title="Shots on goal" className="no-underline">
              SOG
            </abbr>{' '}
            {summary.shots.away}–{summary.shots.home}
          </span>
        )}
      </p>
    </div>
  );
}
