import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { patchRow, RowIssues } from './row-issues';
import { issuesAt } from './validate';

/**
 * What one row of a list editor needs: its issues (path `${list}.${index}`), whether a field is marked,
 * a patch that leaves the other rows alone, and its removal.
 */
export function rowTools<T>(
  rows: readonly T[],
  index: number,
  onChange: (rows: T[]) => void,
  issues: readonly BoxScoreIssue[],
  list: string,
) {
  const rowIssues = issuesAt(issues, `${list}.${index}`);
  return {
    rowIssues,
    bad: (field: string) => rowIssues.some((x) => x.path.endsWith(`.${field}`)),
    set: (patch: Partial<T>) => onChange(patchRow(rows, index, patch)),
    remove: () => onChange(rows.filter((_, k) => k !== index)),
  };
}

/** One row of a list editor: a framed grid of its fields, then the messages about that row. */
export function EditorRow({
  testId,
  grid,
  issues,
  children,
  below,
}: {
  testId: string;
  /** The grid's classes; the header (RowHeader) uses the same template so the columns line up. */
  grid: string;
  issues: readonly BoxScoreIssue[];
  children: ReactNode;
  /** Shown under the fields, above the messages (the goal's on-ice picker). */
  below?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-2" data-testid={testId}>
      <div className={grid}>{children}</div>
      {below}
      <RowIssues issues={issues} />
    </li>
  );
}

/** The ✕ at the end of a row; `label` names the row ("Goal 3"), read as "Remove goal 3". */
export function RemoveRowButton({ label, onRemove, className }: { label: string; onRemove: () => void; className?: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-9 justify-self-end', className)}
      aria-label={`Remove ${label.toLowerCase()}`}
      onClick={onRemove}
    >
      <X aria-hidden="true" />
    </Button>
  );
}

/** A period picker of a row (regulation, overtimes, as the game allows). */
export function PeriodSelect({
  label,
  value,
  periods,
  onChange,
}: {
  label: string;
  value: number;
  periods: readonly { value: number; label: string }[];
  onChange: (period: number) => void;
}) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} className="h-9">
      {periods.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

/** A game-clock time of a row, typed as MM:SS. */
export function ClockInput({
  label,
  value,
  onChange,
  invalid,
  numeric = true,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
  invalid?: boolean;
  numeric?: boolean;
}) {
  return (
    <Input
      aria-label={`${label} (MM:SS)`}
      placeholder="MM:SS"
      inputMode={numeric ? 'numeric' : undefined}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
      className="h-9 tabular-nums"
    />
  );
}

/** Which team a row is about, by the teams' names. */
export function TeamSideSelect({
  label,
  value,
  teamNames,
  onChange,
  className = 'col-span-2 h-9 sm:col-span-1',
}: {
  label: string;
  value: TeamSide;
  teamNames: Record<TeamSide, string>;
  onChange: (team: TeamSide) => void;
  className?: string;
}) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as TeamSide)} className={className}>
      {(['away', 'home'] as const).map((s) => (
        <option key={s} value={s}>
          {teamNames[s]}
        </option>
      ))}
    </Select>
  );
}
