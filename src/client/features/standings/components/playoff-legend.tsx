import { CLINCH_LEGEND, type ClinchMark } from '#shared/domain/standings/clinch';
import type { PlayoffFormat } from '#shared/domain/standings/playoff-format';

function rule(f: PlayoffFormat): string {
  if (f.kind === 'wildcard')
    return `the top ${f.perDivision} of each division and ${f.wildCards} wild cards per conference reach the playoffs`;
  return `the top ${f.spots} of each ${f.scope} reach the playoffs`;
}

/** Under the table: what the line and the letters mean; only the marks in use are listed. */
export function PlayoffLegend({ format, marks }: { format: PlayoffFormat; marks: ReadonlySet<ClinchMark> }) {
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-500" data-testid="playoff-legend">
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-slate-700" />
        <span>Playoff line: {rule(format)}.</span>
      </p>
      {marks.size > 0 && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {CLINCH_LEGEND.filter(([m]) => marks.has(m)).map(([m, text]) => (
            <span key={m}>
              <b className="font-bold text-slate-700">{m}</b> {text}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
