import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import type { DraftAttempt } from './draft';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { EditorRow, RemoveRowButton, rowTools, TeamSideSelect } from './row-frame';
import { RowIssues } from './row-issues';

const SHOOTOUT_GRID = 'grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto_auto]';

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
          const { rowIssues, set, remove } = rowTools(attempts, i, onChange, issues, 'shootout');
          return (
            // Phones give the team its own line, so both pickers show whole names (issue 28).
            <EditorRow key={i} testId="shootout-editor-row" grid={SHOOTOUT_GRID} issues={rowIssues}>
              <TeamSideSelect
                label={`${n} team`}
                value={a.team}
                teamNames={teamNames}
                onChange={(team) => set({ team, playerId: null })}
                className="col-span-3 h-9 sm:col-span-1"
              />
              <PlayerSelect label={`${n} shooter`} value={a.playerId} options={players[a.team]} onChange={(id) => set({ playerId: id })} />
              <label className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" checked={a.scored} onChange={(e) => set({ scored: e.target.checked })} className="size-4" />
                Scored
              </label>
              <RemoveRowButton label={n} onRemove={remove} />
            </EditorRow>
          );
        })}
      </ol>
    </EditorSection>
  );
}
