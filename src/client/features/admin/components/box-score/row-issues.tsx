import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';

/** The messages under one row or list of the editor (the summary by Save lists them all). */
export function RowIssues({ issues, testId }: { issues: readonly BoxScoreIssue[]; testId?: string }) {
  if (issues.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs font-medium text-red-700" data-testid={testId}>
      {issues.map((i) => (
        <li key={`${i.path}|${i.message}`}>{i.message}</li>
      ))}
    </ul>
  );
}

/** Updates one row of a list without touching the others. */
export const patchRow = <T,>(rows: readonly T[], index: number, patch: Partial<T>): T[] =>
  rows.map((r, i) => (i === index ? { ...r, ...patch } : r));
