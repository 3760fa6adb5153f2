import { forwardRef } from 'react';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import { rowLabel } from './validate';

/** Every problem in one list by the Save button, each naming its row ("Goal 4: …"). */
export const IssuesSummary = forwardRef<HTMLDivElement, { issues: readonly BoxScoreIssue[]; title: string }>(function IssuesSummary(
  { issues, title },
  ref,
) {
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-live="polite" data-testid="box-score-issues" className="focus:outline-none">
      {issues.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{title}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {issues.map((i) => (
              <li key={`${i.path}|${i.message}`}>
                <span className="font-medium">{rowLabel(i.path)}:</span> {i.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});
