import { Button } from '#client/components/ui/button';
import { PageHeader, StatPills } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUrlFilters } from '#client/lib/use-url-filters';
import { useLeagueFacets } from '../api/get-league-facets';
import { LEAGUE_PAGE_SIZE } from '../api/get-leagues';
import { useStats } from '#client/lib/queries/stats';
import { IihfFigures } from '../components/iihf-figures';
import { LeagueGroupsTab } from '../components/league-groups-tab';
import { LeagueList } from '../components/league-list';
import { LeaguesFilters } from '../components/leagues-filters';
import { TopBannerAd } from '../../ads';

// Equal-width tabs on phones, so every tab is visible without scrolling.
const tabClass = 'flex-1 px-1.5 text-[13px] sm:flex-none sm:px-3 sm:text-sm';
const DEFAULTS = { search: '', country: '', level: '', status: 'all', sort: 'name', tab: 'level' };
const IIHF_MAX_COUNTRIES = 84; // §9

export default function LeaguesPage() {
  const { values, update, clear } = useUrlFilters(DEFAULTS);
  const filters = {
    search: values.search,
    countryId: values.country,
    level: values.level,
    isActive: values.status === 'active' ? 'true' : values.status === 'inactive' ? 'false' : undefined,
  };
  const stats = useStats().data;
  const countries = useLeagueFacets('country', {}).data?.items.filter((c) => c.key !== 'none').length;
  const showing = useLeagueFacets('level', filters).data?.items.reduce((n, f) => n + f.count, 0);

  return (
    <>
      <PageHeader title="Hockey Leagues" subtitle="Professional, international, junior, amateur and youth competitions worldwide.">
        <StatPills
          items={[
            { label: 'Total Leagues', value: stats?.totalLeagues ?? '—' },
            { label: 'Countries', value: countries ?? '—' },
            { label: 'Showing', value: showing ?? '—' },
          ]}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <LeaguesFilters values={values} onChange={update} onClear={clear} resultCount={showing} />
        {showing === 0 ? (
          <EmptyState
            title="No Leagues Found"
            description="No league matches these filters."
            action={
              <Button variant="secondary" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <Tabs value={values.tab} onValueChange={(tab) => update({ tab })}>
            <TabsList className="w-full sm:w-fit" aria-label="Group leagues">
              <TabsTrigger className={tabClass} value="level">
                By Level
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="iihf">
                IIHF
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="country">
                By Country
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="all">
                All Leagues
              </TabsTrigger>
            </TabsList>
            <TabsContent value="level">
              <LeagueGroupsTab by="level" filters={filters} sort={values.sort} />
            </TabsContent>
            <TabsContent value="iihf">
              <IihfFigures />
              <LeagueGroupsTab by="country" filters={{ ...filters, level: 'iihf' }} sort={values.sort} maxGroups={IIHF_MAX_COUNTRIES} />
            </TabsContent>
            <TabsContent value="country">
              <LeagueGroupsTab by="country" filters={filters} sort={values.sort} />
            </TabsContent>
            {/* Until the count arrives, assume a full first page: a short skeleton would flash the footer. */}
            <TabsContent value="all">
              <LeagueList query={{ ...filters, sort: values.sort }} expected={showing ?? LEAGUE_PAGE_SIZE} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </>
  );
}
