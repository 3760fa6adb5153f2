import { useParams } from 'react-router';
import { RecordPage } from '#client/components/record-page';
import { leagueRoute } from '#shared/routes/pages/league';
import { Card, CardContent } from '#client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUrlFilters } from '#client/lib/use-url-filters';
import { useLeague } from '../api/get-league';
import { LeagueHeader } from '../components/league-header';
import { LeagueLeaders } from '../components/league-leaders';
import { LeagueOverview } from '../components/league-overview';
import { LeagueSidebar } from '../components/league-sidebar';
import { LeagueStatsCard } from '../components/league-stats-card';
import { LeagueTeams } from '../components/league-teams';
import { SeasonsList } from '../components/seasons-list';
import { SidebarAd, SquareAd } from '../../ads';
import { isRecordId } from '#shared/domain/directory/record-id';
import { links } from '#shared/routes/routes';

// Equal-width tabs on phones, so every tab is visible without scrolling.
const tabClass = 'flex-1 px-1.5 text-[13px] sm:flex-none sm:px-3 sm:text-sm';
const TABS = ['overview', 'history', 'teams', 'leaders', 'facts'];

// The page's tab and season live in the URL; the view below reads and sets them.
type PageFilters = ReturnType<typeof useUrlFilters<'tab' | 'season'>>;

export default function LeagueDetailPage() {
  const id = Number(useParams().id);
  const valid = isRecordId(id);
  const q = useLeague(id, valid);
  const { values, update } = useUrlFilters({ tab: 'overview', season: '' });
  return (
    <RecordPage
      query={q}
      noun="League"
      valid={valid}
      back={{ to: links.leagues(), label: 'Back to Leagues' }}
      title={leagueRoute.record.title}
      skeleton="wide"
    >
      {(l) => <LeagueView l={l} values={values} update={update} />}
    </RecordPage>
  );
}

function LeagueView({
  l,
  values,
  update,
}: {
  l: NonNullable<ReturnType<typeof useLeague>['data']>;
  values: PageFilters['values'];
  update: PageFilters['update'];
}) {
  const tab = TABS.includes(values.tab) ? values.tab : 'overview';
  return (
    <>
      <LeagueHeader league={l} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0 space-y-4">
          <LeagueStatsCard stats={l.stats} />
          <Tabs value={tab} onValueChange={(v) => update({ tab: v }, { replace: true })}>
            <TabsList className="w-full sm:w-fit" aria-label="League sections">
              <TabsTrigger className={tabClass} value="overview">
                Overview
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="history">
                History
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="teams">
                Teams
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="leaders">
                Leaders
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="facts">
                Fun Facts
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <LeagueOverview league={l} />
            </TabsContent>
            <TabsContent value="history">
              <Card>
                <CardContent className="space-y-4">
                  <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">
                    {l.history ?? `No history has been recorded for ${l.name} yet.`}
                  </p>
                  <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Seasons</h2>
                  <SeasonsList seasons={l.seasons} leagueId={l.id} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="teams">
              <Card>
                <CardContent>
                  <LeagueTeams leagueId={l.id} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="leaders">
              <LeagueLeaders
                leagueId={l.id}
                seasons={l.seasons}
                seasonId={/^\d+$/.test(values.season) ? Number(values.season) : null}
                onSeason={(season) => update({ season: String(season) }, { replace: true })}
              />
            </TabsContent>
            <TabsContent value="facts">
              <Card>
                <CardContent>
                  {l.funFacts.length === 0 ? (
                    <p className="text-sm text-slate-600">No fun facts recorded yet.</p>
                  ) : (
                    <ol className="space-y-2">
                      {l.funFacts.map((f, i) => (
                        <li key={f} className="flex gap-3 text-sm text-slate-800">
                          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-rink-100 text-xs font-bold text-rink-800">
                            {i + 1}
                          </span>
                          {f}
                        </li>
                      ))}
                    </ol>
                  )}
                </CardContent>
              </Card>
            </TabsContent>
          </Tabs>
        </div>
        <div className="space-y-4">
          <LeagueSidebar league={l} />
          <SquareAd className="my-0" />
          <SidebarAd className="sticky top-20" />
        </div>
      </div>
    </>
  );
}
