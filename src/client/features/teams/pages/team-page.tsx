import { Award, Hash, Swords } from 'lucide-react';
import { useParams } from 'react-router';
import { RecordPage } from '#client/components/record-page';
import { teamRoute } from '#shared/routes/pages/team';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUrlFilters } from '#client/lib/use-url-filters';
import { useTeam } from '../api/get-team';
import { useTeamGames } from '../api/get-team-games';
import { teamTab } from '../lib/team-tab';
import { RosterTable, TeamStats } from '../components/deferred';
import { NextGame } from '../components/next-game';
import { TeamGames } from '../components/team-games';
import { TeamLeaders } from '../components/team-leaders';
import { TeamHeader } from '../components/team-header';
import { TeamSidebar } from '../components/team-sidebar';
import { TextList } from '../components/text-list';
import { SidebarAd, SquareAd } from '../../ads';
import { isRecordId } from '#shared/domain/directory/record-id';
import { links } from '#shared/routes/routes';

// Equal-width tabs on phones, so every tab is visible without scrolling.
const tabClass = 'flex-1 px-1.5 text-[13px] sm:flex-none sm:px-3 sm:text-sm';

// The page's tab and season live in the URL; the view below reads and sets them.
type PageFilters = ReturnType<typeof useUrlFilters<'tab' | 'season'>>;

export default function TeamPage() {
  const id = Number(useParams().id);
  const valid = isRecordId(id);
  const q = useTeam(id, valid);
  const { values, update } = useUrlFilters({ tab: 'overview', season: '' });
  // The overview's games are asked together with the team, not once it has arrived: one round trip
  // fewer in the browser, one render fewer on the server (issue #16). TeamGames reads the same queries.
  const tab = teamTab(values.tab);
  useTeamGames(id, 'recent', valid && tab === 'overview');
  useTeamGames(id, 'upcoming', valid && tab === 'overview');
  return (
    <RecordPage
      query={q}
      noun="Team"
      valid={valid}
      back={{ to: links.teams(), label: 'Back to Teams' }}
      title={teamRoute.record.title}
      skeleton="wide"
    >
      {(t) => <TeamView t={t} tab={tab} values={values} update={update} />}
    </RecordPage>
  );
}

function TeamView({
  t,
  tab,
  values,
  update,
}: {
  t: NonNullable<ReturnType<typeof useTeam>['data']>;
  tab: ReturnType<typeof teamTab>;
  values: PageFilters['values'];
  update: PageFilters['update'];
}) {
  return (
    <>
      <TeamHeader team={t} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0">
          <Tabs value={tab} onValueChange={(v) => update({ tab: v }, { replace: true })}>
            <TabsList className="w-full sm:w-fit" aria-label="Team sections">
              <TabsTrigger className={tabClass} value="overview">
                Overview
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="history">
                History
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="facts">
                Facts
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="roster">
                Roster
              </TabsTrigger>
              <TabsTrigger className={tabClass} value="stats">
                Stats
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="space-y-4">
              <NextGame teamId={t.id} />
              <TeamLeaders teamId={t.id} />
              <div className="grid gap-4 md:grid-cols-2">
                <TeamGames teamId={t.id} kind="recent" />
                <TeamGames teamId={t.id} kind="upcoming" />
              </div>
              <Card>
                <CardHeader className="py-3">
                  <CardTitle>Roster</CardTitle>
                </CardHeader>
                <CardContent className="pt-3">
                  <RosterTable teamId={t.id} />
                </CardContent>
              </Card>
              <Card>
                <CardContent className="space-y-4">
                  <p className="text-sm leading-relaxed text-slate-700">
                    {t.name} {t.founded ? `were founded in ${t.founded} and ` : ''}play in {t.city}
                    {t.league ? ` in the ${t.league.name}` : ''}
                    {t.venue ? `, with home games at ${t.venue}` : ''}.
                  </p>
                  <TextList title="Rivalries" items={t.rivalries} icon={<Swords aria-hidden="true" className="size-4" />} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="history">
              <Card>
                <CardContent className="space-y-5">
                  <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">
                    {t.history ?? `No history has been recorded for ${t.name} yet.`}
                  </p>
                  <TextList title="Achievements" items={t.achievements} icon={<Award aria-hidden="true" className="size-4" />} />
                  <TextList title="Retired Numbers" items={t.retiredNumbers} icon={<Hash aria-hidden="true" className="size-4" />} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="facts">
              <Card>
                <CardContent>
                  {t.facts.length > 0 ? (
                    <TextList title="Did you know?" items={t.facts} />
                  ) : (
                    <p className="text-sm text-slate-600">No facts recorded for this team yet.</p>
                  )}
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="roster">
              <Card>
                <CardContent>
                  <RosterTable teamId={t.id} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="stats">
              <TeamStats
                teamId={t.id}
                leagueId={t.leagueId}
                seasonId={/^\d+$/.test(values.season) ? Number(values.season) : null}
                onSeason={(season) => update({ season: String(season) }, { replace: true })}
              />
            </TabsContent>
          </Tabs>
        </div>
        <div className="space-y-4">
          <TeamSidebar team={t} />
          <SquareAd className="my-0" />
          <SidebarAd className="sticky top-20" />
        </div>
      </div>
    </>
  );
}
