import { Link } from 'react-router';
import { formatSavePercentage } from '#shared/domain/stats/goalie-math';
import type { Leader, LeaderStat } from '#shared/schemas/leaders';
import { formatGaa } from '#client/components/stat-table/hockey-columns';
import { links } from '#shared/routes/routes';

export const CATEGORY: Record<LeaderStat, { title: string; label: string; format: (v: number) => string }> = {
  points: { title: 'Points', label: 'P', format: String },
  goals: { title: 'Goals', label: 'G', format: String },
  assists: { title: 'Assists', label: 'A', format: String },
  plusMinus: { title: 'Plus/Minus', label: '+/-', format: (v) => (v > 0 ? `+${v}` : String(v)) },
  shots: { title: 'Shots on Goal', label: 'SOG', format: String },
  penaltyMinutes: { title: 'Penalty Minutes', label: 'PIM', format: String },
  goalsAgainstAverage: { title: 'Goals-Against Average', label: 'GAA', format: (v) => formatGaa(v) },
  savePercentage: { title: 'Save Percentage', label: 'SV%', format: (v) => formatSavePercentage(v) },
};

/** One category's top ten: rank (ties share it), player and team, games played, the value. */
export function LeaderCard({ stat, leaders }: { stat: LeaderStat; leaders: Leader[] }) {
  const c = CATEGORY[stat];
  const headingId = `leaders-${stat}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid={`leaders-${stat}`}>
      <h3 id={headingId} className="border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">
        {c.title}
      </h3>
      {leaders.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-500">No qualified players yet</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{c.title} leaders</caption>
          <thead className="text-[11px] font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="w-8 px-2 py-1 text-right">
                <abbr title="Rank" className="no-underline">
                  #
                </abbr>
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                Player
              </th>
              <th scope="col" className="w-9 px-1 py-1 text-right">
                <abbr title="Games played" className="no-underline">
                  GP
                </abbr>
              </th>
              <th scope="col" className="w-14 px-2 py-1 text-right">
                <abbr title={c.title} className="no-underline">
                  {c.label}
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {leaders.map((l) => (
              <tr key={l.playerId} className="border-t border-slate-100" data-testid="leader-row">
                <td className="px-2 py-1 text-right tabular-nums text-slate-500">{l.rank}</td>
                <th scope="row" className="max-w-0 px-2 py-1 text-left font-normal">
                  {/* One tap target a row (24 px tall); the team, as on every leaders board, is a caption. */}
                  <Link
                    to={links.player(l.playerId)}
                    className="block truncate py-0.5 font-medium text-slate-900 hover:text-rink-700 hover:underline"
                  >
                    {l.firstName} {l.lastName}
                  </Link>
                  <span className="block truncate text-xs text-slate-500">{l.teamName}</span>
                </th>
                <td className="px-1 py-1 text-right tabular-nums text-slate-600">{l.gamesPlayed}</td>
                <td className="px-2 py-1 text-right font-bold tabular-nums text-slate-900">{c.format(l.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
