import { Activity, Building2, CalendarDays, FileUp, Flag, KeyRound, Megaphone, Shield, Trophy, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUser } from '#client/lib/session';
import { ActivityTab } from './activity/activity-tab';
import { CountriesTab } from './countries/countries-tab';
import { FacilitiesTab } from './facilities/facilities-tab';
import { GamesTab } from './games/games-tab';
import { ImportTab } from './import/import-tab';
import { LeaguesTab } from './leagues/leagues-tab';
import { PlayersTab } from './players/players-tab';
import { TeamsTab } from './teams/teams-tab';
import { UsersTab } from './users/users-tab';
import { links } from '#shared/routes/routes';

type Who = 'admin' | 'league' | 'team';

// Who sees each tab (issue 27): what the server would refuse anyway is not offered.
const TABS: { value: string; label: string; icon: ComponentType<{ className?: string }>; Panel: ComponentType; for: Who[] }[] = [
  { value: 'teams', label: 'Teams', icon: Shield, Panel: TeamsTab, for: ['admin', 'league'] },
  { value: 'players', label: 'Players', icon: Users, Panel: PlayersTab, for: ['admin', 'league', 'team'] },
  { value: 'games', label: 'Games', icon: CalendarDays, Panel: GamesTab, for: ['admin', 'league'] },
  { value: 'leagues', label: 'Leagues', icon: Trophy, Panel: LeaguesTab, for: ['admin', 'league'] },
  { value: 'facilities', label: 'Facilities', icon: Building2, Panel: FacilitiesTab, for: ['admin'] },
  { value: 'countries', label: 'Countries', icon: Flag, Panel: CountriesTab, for: ['admin'] },
  { value: 'import', label: 'Import', icon: FileUp, Panel: ImportTab, for: ['admin', 'league'] },
  { value: 'users', label: 'Users', icon: KeyRound, Panel: UsersTab, for: ['admin'] },
  { value: 'activity', label: 'Activity', icon: Activity, Panel: ActivityTab, for: ['admin'] },
];

/** Header, the six data tabs (+ Import and Activity) with the selected one in ?tab=, and the Ad Settings link. */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const { isAdmin, leagueIds, teamIds } = useUser();
  const who: Who[] = isAdmin
    ? ['admin']
    : [...(leagueIds.length ? (['league'] as const) : []), ...(teamIds.length ? (['team'] as const) : [])];
  const tabs = TABS.filter((t) => t.for.some((w) => who.includes(w)));
  const current = tabs.some((t) => t.value === params.get('tab')) ? params.get('tab')! : tabs[0].value;
  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 py-7 sm:px-6">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-rink-300">Admin</p>
            <h1 className="text-2xl font-bold sm:text-3xl">Hockey Data Management</h1>
            <p className="mt-1 text-sm text-rink-100">
              {isAdmin
                ? 'Maintain teams, players, games, leagues, facilities and countries.'
                : "You manage your leagues' and teams' records; other leagues' records are read-only to you."}
            </p>
          </div>
          {isAdmin && (
            <Button asChild variant="onDark">
              <Link to={links.adSettings()}>
                <Megaphone aria-hidden="true" />
                Ad Settings
              </Link>
            </Button>
          )}
        </div>
      </section>
      <Tabs value={current} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="mx-auto max-w-7xl px-3 py-5 sm:px-6">
        <TabsList aria-label="Data areas" className="w-full flex-wrap sm:w-fit sm:flex-nowrap">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex items-center gap-1.5">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            {value === current && <Panel />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
