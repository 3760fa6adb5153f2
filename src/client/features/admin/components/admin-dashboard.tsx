import { Activity, Building2, CalendarDays, FileUp, Flag, Megaphone, Shield, Trophy, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { ActivityTab } from './activity/activity-tab';
import { CountriesTab } from './countries/countries-tab';
import { FacilitiesTab } from './facilities/facilities-tab';
import { GamesTab } from './games/games-tab';
import { ImportTab } from './import/import-tab';
import { LeaguesTab } from './leagues/leagues-tab';
import { PlayersTab } from './players/players-tab';
import { TeamsTab } from './teams/teams-tab';

const TABS: { value: string; label: string; icon: ComponentType<{ className?: string }>; Panel: ComponentType }[] = [
  { value: 'teams', label: 'Teams', icon: Shield, Panel: TeamsTab },
  { value: 'players', label: 'Players', icon: Users, Panel: PlayersTab },
  { value: 'games', label: 'Games', icon: CalendarDays, Panel: GamesTab },
  { value: 'leagues', label: 'Leagues', icon: Trophy, Panel: LeaguesTab },
  { value: 'facilities', label: 'Facilities', icon: Building2, Panel: FacilitiesTab },
  { value: 'countries', label: 'Countries', icon: Flag, Panel: CountriesTab },
  { value: 'import', label: 'Import', icon: FileUp, Panel: ImportTab },
  { value: 'activity', label: 'Activity', icon: Activity, Panel: ActivityTab },
];

/** Header, the six data tabs (+ Import and Activity) with the selected one in ?tab=, and the Ad Settings link. */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const current = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'teams';
  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 py-7 sm:px-6">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-rink-300">Admin</p>
            <h1 className="text-2xl font-bold sm:text-3xl">Hockey Data Management</h1>
            <p className="mt-1 text-sm text-rink-100">Maintain teams, players, games, leagues, facilities and countries.</p>
          </div>
          <Button asChild variant="onDark">
            <Link to="/ad-settings">
              <Megaphone aria-hidden="true" />
              Ad Settings
            </Link>
          </Button>
        </div>
      </section>
      <Tabs value={current} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="mx-auto max-w-7xl px-3 py-5 sm:px-6">
        <TabsList aria-label="Data areas" className="w-full flex-wrap sm:w-fit sm:flex-nowrap">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex items-center gap-1.5">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            {value === current && <Panel />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
