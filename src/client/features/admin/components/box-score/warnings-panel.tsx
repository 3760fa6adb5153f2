import { TriangleAlert } from 'lucide-react';
import type { BoxScoreWarning } from '#shared/schemas/box-score-sheet';
import { rowLabel } from './validate';

/**
 * What the stored sheet contradicts in itself (issue 26): kept as published, never refused or altered,
 * and shown here so an admin sees it. Never on public pages.
 */
export function WarningsPanel({ warnings }: { warnings: readonly BoxScoreWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div
      className="mx-4 mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:mx-5"
      data-testid="box-score-warnings"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        {warnings.length === 1
          ? 'The stored sheet contradicts itself once'
          : `The stored sheet contradicts itself ${warnings.length} times`}
      </p>
      <p className="mt-0.5 text-xs text-amber-800">Stored as published; the public pages show the figures without these notes.</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {warnings.map((w) => (
          <li key={`${w.path}|${w.message}`}>
            <span className="font-medium">{rowLabel(w.path)}:</span> {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
