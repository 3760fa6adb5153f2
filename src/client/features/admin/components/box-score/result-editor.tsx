import { boxTotals } from '#shared/domain/box-score/box-score-derive';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { BoxScoreBody, BoxScoreBodyInput, TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { OUTCOME_OPTIONS, STATUS_OPTIONS } from '../games/game-options';
import type { DraftResult } from './draft';
import { EditorSection } from './editor-section';
import { RowIssues } from './row-issues';
import { issuesAt } from './validate';

/**
 * The game's result, saved together with the box score: the server refuses a score the stored
 * goals contradict, so a correction to both happens here, in one save.
 */
export function ResultEditor({
  result,
  onChange,
  body,
  teamNames,
  issues,
}: {
  result: DraftResult;
  onChange: (r: DraftResult) => void;
  body: BoxScoreBodyInput;
  teamNames: Record<TeamSide, string>;
  issues: readonly BoxScoreIssue[];
}) {
  const outcome = result.status === 'final' && result.outcome ? result.outcome : null;
  // Only each goal's team matters for the count, so a half-filled row still counts.
  const goals = boxTotals({ goals: body.goals ?? [], shootout: body.shootout ?? [] } as Pick<BoxScoreBody, 'goals' | 'shootout'>, outcome);
  const matches = result.homeScore.trim() === String(goals.home) && result.awayScore.trim() === String(goals.away);
  const score = (side: TeamSide) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {teamNames[side]}
      <Input
        inputMode="numeric"
        aria-label={`Result, ${teamNames[side]} score`}
        value={side === 'home' ? result.homeScore : result.awayScore}
        onChange={(e) => onChange({ ...result, [side === 'home' ? 'homeScore' : 'awayScore']: e.target.value })}
        className="h-9 w-20 text-right tabular-nums"
      />
    </label>
  );
  return (
    <EditorSection id="box-result" title="Result">
      <div className="flex flex-wrap items-end gap-3">
        {score('away')}
        {score('home')}
        <ResultSelect
          label="Status"
          value={result.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ ...result, status })}
        />
        <ResultSelect
          label="Outcome"
          value={result.outcome}
          options={OUTCOME_OPTIONS}
          onChange={(outcome) => onChange({ ...result, outcome })}
        />
        {!matches && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => onChange({ ...result, homeScore: String(goals.home), awayScore: String(goals.away) })}
          >
            Use the goals: {goals.away}–{goals.home}
          </Button>
        )}
      </div>
      <RowIssues issues={issuesAt(issues, 'result')} testId="result-issues" />
    </EditorSection>
  );
}

function ResultSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: string; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      <Select aria-label={`Result, ${label.toLowerCase()}`} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
