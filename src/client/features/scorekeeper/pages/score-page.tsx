import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { apiStatus, errorMessage } from '#client/lib/api';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { staticPageTitle } from '#shared/routes/match-route';
import { enterCode, scoreSessionQuery } from '../api/score-session';
import { ScoreShell } from '../components/score-shell';
import { links } from '#shared/routes/routes';

/** /score: the scorekeeper types the game code they were given and lands on /score/{gameId}. */
export default function ScorePage() {
  useDocumentTitle(staticPageTitle(links.score()));
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError('Enter the game code');
    setBusy(true);
    setError(null);
    try {
      const session = await enterCode(code);
      qc.setQueryData(scoreSessionQuery.queryKey, session);
      navigate(links.scoreGame(session.gameId));
    } catch (err) {
      const status = apiStatus(err);
      setError(
        status === 429
          ? 'Too many attempts. Wait a minute and try again.'
          : status === 401 || status === 409
            ? errorMessage(err)
            : `Could not check the code: ${errorMessage(err)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScoreShell eyebrow="Scorekeeper" title="Score a game">
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-label="Enter a game code"
      >
        <p className="text-sm text-slate-600">Enter the 8-character code your league gave you for the game. No account needed.</p>
        <div className="space-y-1.5">
          <label htmlFor="game-code" className="text-sm font-medium text-slate-800">
            Game code
          </label>
          <input
            id="game-code"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            placeholder="ABCD-2345"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'game-code-error' : undefined}
            className="h-14 w-full rounded-lg border border-slate-300 px-4 text-center font-mono text-2xl tracking-[0.2em] uppercase focus:border-rink-500 focus:outline-none focus:ring-2 focus:ring-rink-500/30"
          />
          {error && (
            <p id="game-code-error" role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="h-12 w-full text-base" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          Start scoring
        </Button>
      </form>
    </ScoreShell>
  );
}
