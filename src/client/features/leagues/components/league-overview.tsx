import { Link } from 'react-router';
import { levelLabel } from '#shared/domain/directory/levels';
import { leagueSummary } from '#shared/domain/directory/league-summary';
import type { LeagueDetail } from '#shared/schemas/league';
import { LeagueGames } from './league-games';
import { LeagueLeadersSnippet } from './league-leaders-snippet';
import { LeagueStandingsSnippet } from './league-standings-snippet';
import { OverviewPanel } from './overview-panel';
import { links } from '#shared/routes/routes';

const FACTS_SHOWN = 3;

function LeagueFacts({ league: l }: { league: LeagueDetail }) {
  const current = l.seasons.find((s) => s.isActive);
  const facts = [
    l.founded ? `Founded in ${l.founded}` : null,
    `${levelLabel(l.level)} level${l.country ? `, ${l.country.name}` : ', international'}`,
    `${l.stats.teams.toLocaleString('en-US')} teams, ${l.stats.seasons.toLocaleString('en-US')} seasons on record`,
    l.stats.gamesPlayed > 0
      ? `${l.stats.goalsPerGame.toFixed(1)} goals a game over ${l.stats.gamesPlayed.toLocaleString('en-US')} games`
      : null,
    current ? `Current season: ${current.name}` : null,
  ].filter((f): f is string => f !== null);
  return (
    <OverviewPanel
      id="league-facts"
      title="About the league"
      more={l.funFacts.length > FACTS_SHOWN ? { to: links.league(l.id, { tab: 'facts' }), label: 'All facts' } : undefined}
    >
      <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">
        {l.description ?? leagueSummary({ name: l.name, level: l.level, countryName: l.country?.name })}
      </p>
      <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2" data-testid="league-facts">
        {[...facts, ...l.funFacts.slice(0, FACTS_SHOWN)].map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-rink-500" />
            {f}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to={links.teams({ league: l.id })} className="font-semibold text-rink-700 hover:underline">
          Every {l.shortName ?? l.name} team
        </Link>
      </p>
    </OverviewPanel>
  );
}

/** The overview tab: the current table's top, the leaders, the last results and next games, the league's facts. */
export function LeagueOverview({ league }: { league: LeagueDetail }) {
  return (
    <div className="space-y-4" data-testid="league-overview">
      <LeagueStandingsSnippet leagueId={league.id} leagueName={league.name} />
      <div className="grid gap-4 md:grid-cols-2">
        <LeagueGames leagueId={league.id} kind="results" />
        <LeagueGames leagueId={league.id} kind="upcoming" />
      </div>
      <LeagueLeadersSnippet leagueId={league.id} />
      <LeagueFacts league={league} />
    </div>
  );
}
