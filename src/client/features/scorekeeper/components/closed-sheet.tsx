import { Lock } from 'lucide-react';

const WHY: Record<string, string> = {
  final: 'The game is final.',
  cancelled: 'The game was cancelled.',
  postponed: 'The game was postponed.',
};

/** What a scorekeeper sees once the sheet is closed: no event buttons, where the result lives, who can reopen it. */
export function ClosedSheet({ gameId, status }: { gameId: number; status: string }) {
  return (
    <div data-testid="sheet-closed" className="flex gap-3 rounded-xl bg-white p-4 text-sm text-slate-800 ring-1 ring-slate-200">
      <Lock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div>
        <p className="font-semibold text-slate-900">{WHY[status] ?? 'The game is closed.'} The scoresheet is closed.</p>
        <p className="mt-1 text-slate-600">
          Corrections go to the league manager, who can reopen it.{' '}
          <a className="font-semibold text-navy-900 underline" href={`/game/${gameId}`}>
            See the box score
          </a>
        </p>
      </div>
    </div>
  );
}
