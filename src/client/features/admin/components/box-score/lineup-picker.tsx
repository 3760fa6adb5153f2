import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { EditorSection } from './editor-section';
import type { PlayerOption } from './player-select';
import { RowIssues } from './row-issues';

/** Who dressed for each team: the rosters as checkboxes (goalies included); every pick list below reads from here. */
export function LineupPicker({
  lineup,
  onChange,
  roster,
  teamNames,
  issues,
}: {
  lineup: Record<TeamSide, number[]>;
  onChange: (lineup: Record<TeamSide, number[]>) => void;
  roster: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  issues: readonly BoxScoreIssue[];
}) {
  const set = (side: TeamSide, ids: number[]) => onChange({ ...lineup, [side]: ids });
  return (
    <EditorSection id="box-lineup" title="Lineups">
      <RowIssues issues={issues.filter((i) => i.path.startsWith('lineup'))} />
      <div className="grid gap-4 md:grid-cols-2">
        {(['away', 'home'] as const).map((side) => {
          const chosen = new Set(lineup[side]);
          return (
            <fieldset key={side} className="min-w-0 rounded-lg border border-slate-200 p-3" data-testid={`lineup-${side}`}>
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {teamNames[side]} · {chosen.size} dressed
              </legend>
              <div className="mb-2 flex gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    set(
                      side,
                      roster[side].map((p) => p.id),
                    )
                  }
                >
                  All
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => set(side, [])}>
                  None
                </Button>
              </div>
              {roster[side].length === 0 ? (
                <p className="text-sm text-slate-500">No players on this roster.</p>
              ) : (
                <ul className="grid max-h-64 grid-cols-1 gap-x-3 overflow-y-auto sm:grid-cols-2">
                  {roster[side].map((p) => (
                    <li key={p.id}>
                      <label className="flex min-h-7 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4"
                          checked={chosen.has(p.id)}
                          onChange={(e) => set(side, e.target.checked ? [...lineup[side], p.id] : lineup[side].filter((id) => id !== p.id))}
                        />
                        <span className="truncate">{p.label}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          );
        })}
      </div>
    </EditorSection>
  );
}
