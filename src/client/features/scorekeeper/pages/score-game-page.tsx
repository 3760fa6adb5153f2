import { Loader2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { staticPageTitle } from '#shared/routes/match-route';
import type { ScoreSession } from '#shared/schemas/roles';
import { useScoreSession } from '../api/score-session';
import { ConsoleGate } from '../components/console-gate';
import { ScoreShell } from '../components/score-shell';
import { links } from '#shared/routes/routes';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

function windowState(s: ScoreSession): { label: string; tone: string; open?: boolean } {
  if (!s.window) return { label: 'No start time yet: scoring opens an hour before it', tone: 'bg-amber-100 text-amber-900' };
  const now = Date.now();
  if (now < Date.parse(s.window.opens)) return { label: `Scoring opens ${when(s.window.opens)}`, tone: 'bg-amber-100 text-amber-900' };
  if (now > Date.parse(s.window.closes)) return { label: 'Scoring has closed for this game', tone: 'bg-slate-200 text-slate-800' };
  if (Date.parse(s.expiresAt) < Date.parse(s.window.opens))
    return {
      label: `Scoring opens ${when(s.window.opens)}, after this code expires: ask your league for a code nearer the game`,
      tone: 'bg-amber-100 text-amber-900',
    };
  return { label: `Scoring open until ${when(s.window.closes)}`, tone: 'bg-emerald-100 text-emerald-900', open: true };
}

/**
 * /score/{gameId}: the scorekeeper's console while the code's scoring window is open (ADR 0028);
 * before and after it, what the session is for and when scoring opens.
 */
export default function ScoreGamePage() {
  const gameId = Number(useParams().id);
  const { data: session, isLoading } = useScoreSession();
  useDocumentTitle(
    session?.gameId === gameId
      ? `${session.game.awayTeam} at ${session.game.homeTeam} · ${staticPageTitle(links.scoreGame(gameId))}`
      : staticPageTitle(links.scoreGame(gameId)),
  );

  if (isLoading)
    return (
      <ScoreShell eyebrow="Scorekeeper" title="Checking your code…">
        <Loader2 className="mx-auto size-8 animate-spin text-rink-600" aria-hidden="true" />
      </ScoreShell>
    );
  if (!session || session.gameId !== gameId)
    return (
      <ScoreShell eyebrow="Scorekeeper" title="Enter a code for this game">
        <p className="text-slate-700">
          {session ? 'Your code is for another game.' : 'This browser has no scorekeeper session, or its code has expired.'}
        </p>
        <Button asChild className="mt-4 h-12 w-full text-base">
          <Link to={links.score()}>Enter a game code</Link>
        </Button>
      </ScoreShell>
    );

  const state = windowState(session);
  if (state.open) return <ConsoleGate gameId={gameId} />;
  const { game } = session;
  return (
    <ScoreShell eyebrow={game.league ?? 'Scorekeeper'} title={`${game.awayTeam} at ${game.homeTeam}`}>
      <div className="space-y-4">
        <p className={`rounded-lg px-4 py-3 text-sm font-medium ${state.tone}`} role="status">
          {state.label}
        </p>
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-500">Starts</dt>
            <dd className="text-right font-medium text-slate-900">
              {game.startsAt ? when(game.startsAt) : `${game.gameDate}, time to be announced`}
            </dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-500">Your scope</dt>
            <dd className="text-right font-medium text-slate-900">This game's live events only</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-500">Session ends</dt>
            <dd className="text-right font-medium text-slate-900">{when(session.expiresAt)}</dd>
          </div>
        </dl>
        <Button asChild variant="secondary" className="h-12 w-full text-base">
          <Link to={links.game(gameId)}>Open the game page</Link>
        </Button>
      </div>
    </ScoreShell>
  );
}
