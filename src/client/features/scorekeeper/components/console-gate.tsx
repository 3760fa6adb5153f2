import { Loader2 } from 'lucide-react';
import { errorMessage } from '#client/lib/api';
import { useConsoleData } from '../api/console-data';
import { useOutbox } from '../offline/use-outbox';
import { ScoreConsole } from './score-console';
import { ScoreShell } from './score-shell';

/** The console once the device's events and the game's rosters are at hand (from the server or the device). */
export function ConsoleGate({ gameId }: { gameId: number }) {
  const box = useOutbox(gameId);
  const data = useConsoleData(gameId, box.outbox);
  if (data.isError)
    return (
      <ScoreShell eyebrow="Scorekeeper" title="The game could not be loaded">
        <p className="text-slate-700">{errorMessage(data.error)}. Connect to the network once to load the rosters.</p>
      </ScoreShell>
    );
  if (!data.data || !box.ready)
    return (
      <ScoreShell eyebrow="Scorekeeper" title="Loading the console…">
        <Loader2 className="mx-auto size-8 animate-spin text-rink-600" aria-hidden="true" />
      </ScoreShell>
    );
  return <ScoreConsole data={data.data} box={box} />;
}
