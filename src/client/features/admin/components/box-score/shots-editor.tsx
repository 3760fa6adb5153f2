import { periodLabel } from '#shared/domain/box-score/box-score-clock';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Input } from '#client/components/ui/input';
import type { DraftShots } from './draft';
import { EditorSection } from './editor-section';
import { patchRow, RowIssues } from './row-issues';
import { issuesAt } from './validate';

/** Shots on goal per period and team (optional: leave every box empty to save none). */
export function ShotsEditor({
  shots,
  onChange,
  teamNames,
  issues,
}: {
  shots: DraftShots[];
  onChange: (rows: DraftShots[]) => void;
  teamNames: Record<TeamSide, string>;
  issues: readonly BoxScoreIssue[];
}) {
  return (
    <EditorSection id="box-shots" title="Shots on goal">
      <table className="text-sm">
        <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="pr-3 text-left">
              Period
            </th>
            <th scope="col" className="px-1 text-left">
              {teamNames.away}
            </th>
            <th scope="col" className="px-1 text-left">
              {teamNames.home}
            </th>
          </tr>
        </thead>
        <tbody>
          {shots.map((s, i) => (
            <tr key={s.period} data-testid="shots-editor-row">
              <th scope="row" className="pr-3 text-left font-medium text-slate-700">
                {periodLabel(s.period)}
              </th>
              {(['away', 'home'] as const).map((side) => (
                <td key={side} className="px-1 py-1">
                  <Input
                    aria-label={`Period ${periodLabel(s.period)} shots, ${teamNames[side]}`}
                    inputMode="numeric"
                    value={s[side]}
                    onChange={(e) => onChange(patchRow(shots, i, { [side]: e.target.value }))}
                    className="h-9 w-20 text-right tabular-nums"
                  />
                </td>
              ))}
              <td className="pl-2">
                <RowIssues issues={issuesAt(issues, `shots.${i}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </EditorSection>
  );
}
