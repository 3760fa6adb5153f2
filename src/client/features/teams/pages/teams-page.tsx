import { Button } from '#client/components/ui/button';
import { PageHeader, StatPills } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUrlFilters } from '#client/lib/use-url-filters';
import { useStats } from '#client/lib/queries/stats';
import { useTeam } from '../api/get-team';
import { useTeamFacets, type TeamFacetBy } from '../api/get-team-facets';
import { GroupsSkeleton, TeamGroupsTab } from '../components/team-groups-tab';
import type { TeamHighlight } from '../components/team-highlight';
import { TeamsFilters } from '../components/teams-filters';
import { TopBannerAd } from '../../ads';

// Equal-width tabs on phones, so every tab is visible without scrolling.
const tabClass = 'flex-1 px-1.5 text-[13px] sm:flex-none sm:px-3 sm:text-sm';
const DEFAULTS = { search: '', league: '', country: '', sort: 'name', tab: 'league', team: '' };
const TABS: { value: TeamFacetBy; label: string }[] = [
  { value: 'league', label: 'By League' },
  { value: 'country', label: 'By Country' },
  { value: 'level', label: 'By Level' },
];

export default function TeamsPage() {
  const { values, update, clear } = useUrlFilters(DEFAULTS);
  const filters = { search: values.search, leagueId: values.league, countryId: values.country };
  const stats = useStats().data;
  // `showing` is the filtered total: the league groups' counts add up to every matching team.
  const byLeague = useTeamFacets('league', filters);
  const showing = byLeague.data?.items.reduce((n, f) => n + f.count, 0);
  // ?team= (score links): find the team's groups so they open and the card is highlighted.
  const teamId = Number(values.team);
  const teamQuery = useTeam(teamId, values.team !== '');
  const team = teamQuery.data;
  const highlight: TeamHighlight | undefined = team
    ? { id: team.id, leagueId: team.leagueId, countryId: team.countryId, leagueName: team.league?.name ?? null }
    : undefined;
  const waitingForTeam = teamQuery.isLoading;

  return (
    <>
      <PageHeader title="Team Directory" subtitle="Clubs from professional leagues to junior and youth hockey, grouped the way you browse.">
        <StatPills
          items={[
            { label: 'Total Teams', value: stats?.totalTeams ?? '—' },
            { label: 'Leagues', value: stats?.totalLeagues ?? '—' },
            { label: 'Showing', value: showing ?? '—' },
          ]}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <TeamsFilters values={values} onChange={(p) => update({ ...p, team: '' })} onClear={clear} />
        {showing === 0 ? (
          <EmptyState
            title="No Teams Found"
            description="No team matches these filters."
            action={
              <Button variant="secondary" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <Tabs value={values.tab} onValueChange={(tab) => update({ tab })}>
            <TabsList className="w-full sm:w-fit" aria-label="Group teams">
              {TABS.map((t) => (
                <TabsTrigger className={tabClass} key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                {waitingForTeam ? (
                  <GroupsSkeleton />
                ) : (
                  <TeamGroupsTab by={t.value} filters={filters} sort={values.sort} highlight={highlight} />
                )}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </>
  );
}
