import type { ImportReport } from '#shared/schemas/import';

/** How many rejected rows the screen lists; the rest are counted (the API answers them all). */
const SHOWN = 50;

/** What a dry run would do or an import did, with the first rejected rows by line and column. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const counts = [
    ['Rows', report.rows],
    ['New', report.created],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Rejected', report.rejectedCount],
  ] as const;
  const heading = report.imported
    ? 'Imported'
    : report.rejectedCount > 0
      ? 'Nothing was imported: fix the rejected rows and check the file again'
      : 'Dry run: nothing stored yet';
  return (
    <section aria-labelledby="import-report-heading" className="space-y-3" data-testid="import-report">
      <h3 id="import-report-heading" className={report.rejectedCount > 0 ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'}>
        {heading}
      </h3>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      {report.rejected.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-red-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rejected rows</caption>
            <thead className="bg-red-50 text-xs uppercase text-red-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Line
                </th>
                <th scope="col" className="px-3 py-2">
                  Column
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.slice(0, SHOWN).map((r, i) => (
                <tr key={i} className="border-t border-red-100">
                  <td className="px-3 py-1.5 tabular-nums">{r.line}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{r.column ?? '—'}</td>
                  <td className="px-3 py-1.5">{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rejectedCount > SHOWN && (
            <p className="border-t border-red-100 px-3 py-2 text-xs text-slate-600">
              First {SHOWN} of {report.rejectedCount.toLocaleString('en')} rejected rows shown.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
