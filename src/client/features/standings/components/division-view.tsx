import { groupByConferenceDivision } from '#shared/domain/standings/standings';
import { groupPlaces } from '#shared/domain/standings/standings-playoff-view';
import type { StandingRow } from '#shared/schemas/standing';
import { COMPACT_COLUMNS, withTies } from './standings-columns';
import { StandingsTable } from './standings-table';

// Stored names may be 'Eastern' or 'Eastern Conference'; never print the word twice.
const titled = (name: string, word: string) => (name.toLowerCase().endsWith(word.toLowerCase()) ? name : `${name} ${word}`);

/** Conference headings, one compact table per division; "#" is the place in the division. */
export function DivisionView({ rows }: { rows: StandingRow[] }) {
  const conferences = groupByConferenceDivision(rows);
  const columns = withTies(COMPACT_COLUMNS, rows);
  return (
    <div className="space-y-8" data-testid="division-view">
      {conferences.map((c) => (
        <section key={c.conference} aria-labelledby={`conf-${c.conference}`}>
          <h2 id={`conf-${c.conference}`} className="mb-3 border-l-4 border-rink-600 pl-3 text-lg font-bold text-slate-900">
            {c.conference === 'Other' ? 'League' : titled(c.conference, 'Conference')}
          </h2>
          <div className="grid gap-5 xl:grid-cols-2">
            {c.divisions.map((d) => (
              <div key={d.division} className="min-w-0">
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {d.division === 'Other' ? 'All Teams' : titled(d.division, 'Division')}
                </h3>
                <StandingsTable
                  rows={d.rows}
                  caption={`${c.conference} ${d.division} standings`}
                  columns={columns}
                  compact
                  places={groupPlaces(d.rows.length)}
                />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
