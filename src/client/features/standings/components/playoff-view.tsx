import type { PlayoffConference } from '#shared/domain/standings/standings-playoff-view';
import type { StandingRow } from '#shared/schemas/standing';
import { COMPACT_COLUMNS, withTies } from './standings-columns';
import { StandingsTable } from './standings-table';

// Stored names may be 'Eastern' or 'Eastern Conference'; never print the word twice.
const titled = (name: string, word: string) => (name.toLowerCase().endsWith(word.toLowerCase()) ? name : `${name} ${word}`);

/** Wild-card or conference view: per conference its tables, each with its playoff line (issue 19 item 3). */
export function PlayoffView({ conferences, testId }: { conferences: PlayoffConference<StandingRow>[]; testId: string }) {
  const columns = withTies(
    COMPACT_COLUMNS,
    conferences.flatMap((c) => c.tables.flatMap((t) => t.rows)),
  );
  return (
    <div className="grid gap-8 xl:grid-cols-2" data-testid={testId}>
      {conferences.map((c) => (
        <section
          key={c.conference}
          aria-label={c.conference === 'Other' ? 'League' : titled(c.conference, 'Conference')}
          className="min-w-0"
        >
          <h2 className="mb-3 border-l-4 border-rink-600 pl-3 text-lg font-bold text-slate-900">
            {c.conference === 'Other' ? 'League' : titled(c.conference, 'Conference')}
          </h2>
          <div className="space-y-4">
            {c.tables.map((t) => (
              <div key={t.title} className="min-w-0">
                {c.tables.length > 1 && (
                  <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                    {t.title === 'Wild Card' || t.title === 'Other' ? t.title : titled(t.title, 'Division')}
                  </h3>
                )}
                <StandingsTable
                  rows={t.rows}
                  caption={`${c.conference} ${t.title} standings`}
                  columns={columns}
                  compact
                  cutAfter={t.cutAfter}
                  places={t.places}
                />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
