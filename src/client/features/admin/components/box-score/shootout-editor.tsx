import { X } from 'lucide-react';
import type { BoxScoreIssue } from '#shared/domain/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import type { DraftAttempt } from './draft';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { patchRow, RowIssues } from './row-issues';
import { issuesAt } from './validate';

/** Shootout attempts in the order taken; the next attempt defaults to the other team. */
export function ShootoutEditor({
  attempts,
  onChange,
  players,
  teamNames,
  issues,
}: {
  attempts: DraftAttempt[];
  onChange: (rows: DraftAttempt[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  issues: readonly BoxScoreIssue[];
}) {
  const last = attempts[attempts.length - 1];
  const add = () => onChange([...attempts, { team: last?.team === 'away' ? 'home' : 'away', playerId: null, scored: false }]);
  return (
    <EditorSection id="box-shootout" title={`Shootout (${attempts.length} attempts)`} addLabel="Add attempt" onAdd={add}>
      <RowIssues issues={issues.filter((i) => i.path === 'shootout')} />
      <ol className="space-y-2">
        {attempts.map((a, i) => {
          const n = `Attempt ${i + 1}`;
          const set = (patch: Partial<DraftAttempt>) => onChange(patchRow(attempts, i, patch));
          return (
            <li key={i} className="rounded-lg border border-slate-200 p-2" data-testid="shootout-editor-row">
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto_auto] items-center gap-2">
                <Select
                  aria-label={`${n} team`}
                  value={a.team}
                  onChange={(e) => set({ team: e.target.value as TeamSide, playerId: null })}
                  className="h-9"
                >
                  {(['away', 'home'] as const).map((s) => (
                    <option key={s} value={s}>
                      {teamNames[s]}
                    </option>
                  ))}
                </Select>
                <PlayerSelect
                  label={`${n} shooter`}
                  value={a.playerId}
                  options={players[a.team]}
                  onChange={(id) => set({ playerId: id })}
                />
                <label className="flex items-center gap-1.5 text-sm">
                  <input type="checkbox" checked={a.scored} onChange={(e) => set({ scored: e.target.checked })} className="size-4" />
                  Scored
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`Remove ${n.toLowerCase()}`}
                  onClick={() => onChange(attempts.filter((_, k) => k !== i))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <RowIssues issues={issuesAt(issues, `shootout.${i}`)} />
            </li>
          );
        })}
      </ol>
    </EditorSection>
  );
}
