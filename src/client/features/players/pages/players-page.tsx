import { Button } from '#client/components/ui/button';
import { PageHeader, StatPills } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUrlFilters } from '#client/lib/use-url-filters';
import { usePlayerFacets, useTeamGroups } from '../api/get-player-facets';
import { PLAYER_PAGE_SIZE } from '../api/get-players';
import { PlayerGroupsTab } from '../components/player-groups-tab';
import { PlayerList } from '../components/player-list';
import { PlayersFilters } from '../components/players-filters';
import { TopBannerAd } from '../../ads';

// Equal-width tabs on phones, so every tab is visible without scrolling.
const tabClass = 'flex-1 px-1.5 text-[13px] sm:flex-none sm:px-3 sm:text-sm';
const DEFAULTS = { search: '', team: '', country: '', position: '', tab: 'team' };

export default function PlayersPage() {
  const { values, update, clear } = useUrlFilters(DEFAULTS);
  const filters = { search: values.search, teamId: values.team, countryId: values.country, position: values.position };
  // Headline counts reflect the filters and come from the server's group counts.
  const byCountry = usePlayerFacets('country', filters).data;
  const teamGroups = useTeamGroups(filters).data?.pages[0];
  // Every matching player has exactly one country group (or 'none'), so the groups sum to the total.
  const players = byCountry?.items.reduce((n, f) => n + f.count, 0);
  // Free agents form a group of their own (listed last, so often not on the first page of 25k
  // groups): ask for it by itself so the Teams count never includes it.
  const freeAgents = usePlayerFacets('team', { ...filters, teamId: 'none' }, !filters.teamId).data;
  // A team filter leaves no free-agent group to subtract (the query above is not even sent).
  const noneGroups = filters.teamId === 'none' ? 1 : filters.teamId ? 0 : freeAgents?.total;
  const teams = teamGroups && noneGroups !== undefined ? teamGroups.total - noneGroups : undefined;
  const countries = byCountry?.items.filter((c) => c.key !== 'none').length;

  return (
    <>
      <PageHeader title="Player Directory" subtitle="Search players by name, team, country and position.">
        <StatPills
          items={[
            { label: 'Players', value: players ?? '—' },
            { label: 'Teams', value: teams ?? '—' },
            { label: 'Countries', value: countries ?? '—' },
          ]}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <PlayersFilters values={values} onChange={update} onClear={clear} />
        {players === 0 ? (
          <EmptyState
            title="No Players Found"
            description="No player matches these filters."
            action={
              <Button variant="secondary" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <Tabs value={values.tab} onValueChange={(tab) => update({ tab })}>
            <TabsList className="w-full sm:w-fit" aria-label="Group players">
              <TabsTrigger className={tabClass} value="team">
                By Team
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="country">
                By Country
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="position">
                By Position
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="all">
                All Players
              </TabsTrigger>
            </TabsList>
            <TabsContent value="team">
              <PlayerGroupsTab by="team" filters={filters} />
            </TabsContent>
            <TabsContent value="country">
              <PlayerGroupsTab by="country" filters={filters} />
            </TabsContent>
            <TabsContent value="position">
              <PlayerGroupsTab by="position" filters={filters} />
            </TabsContent>
            {/* Until the count arrives, assume a full first page: a short skeleton would flash the footer. */}
            <TabsContent value="all">
              <PlayerList query={filters} expected={players ?? PLAYER_PAGE_SIZE} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </>
  );
}
