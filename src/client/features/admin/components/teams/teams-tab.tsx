import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useCountries } from '../../api/countries';
import { useLeagues } from '../../api/leagues';
import { useTeamGroupTotals, useTeamsInfinite, type TeamFilter, type TeamGrouping } from '../../api/teams';
import { Panel } from '../panel';
import { ListStates } from '../resource/list-states';
import { SearchBox } from '../search-box';
import { TeamAddForm } from './team-add-form';
import { TeamRow } from './team-card';
import { TeamGroups } from './team-groups';

/** requirements §2.15 "Team Management - Directory Style". */
export function TeamsTab() {
  const leagues = useLeagues();
  const countries = useCountries();
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState<TeamFilter>({ search: '', leagueId: '', countryId: '' });
  const [editingId, setEditingId] = useState<number | null>(null);
  const q = useTeamsInfinite(filter);
  const teams = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const edit = { editingId, setEditingId };
  const set = (patch: Partial<TeamFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const states = (list: () => ReactNode) => (
    <ListStates query={q} items={teams} what="the teams" emptyTitle="No Teams Found" skeletonRows={6}>
      {list}
    </ListStates>
  );
  return (
    <Panel
      title="Team Management - Directory Style"
      description="Add, edit and remove teams; grouped the way the public directory shows them."
      actions={
        <Button size="sm" variant={adding ? 'secondary' : 'primary'} aria-expanded={adding} onClick={() => setAdding(!adding)}>
          {adding ? (
            <>
              <X aria-hidden="true" />
              Cancel
            </>
          ) : (
            <>
              <Plus aria-hidden="true" />
              Add New Team
            </>
          )}
        </Button>
      }
    >
      {adding && <TeamAddForm onDone={() => setAdding(false)} />}
      <div className="grid gap-2 border-b border-slate-100 px-4 py-3 sm:grid-cols-[1fr_14rem_14rem] sm:px-5">
        <SearchBox label="Search teams" placeholder="Search teams..." value={filter.search} onChange={(search) => set({ search })} />
        <Select aria-label="League filter" className="h-9" value={filter.leagueId} onChange={(e) => set({ leagueId: e.target.value })}>
          <option value="">All Leagues</option>
          {leagues.data?.items.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
        <Select aria-label="Country filter" className="h-9" value={filter.countryId} onChange={(e) => set({ countryId: e.target.value })}>
          <option value="">All Countries</option>
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <Tabs defaultValue="level" className="pt-3">
        <TabsList aria-label="Team grouping" className="mx-4 sm:mx-5">
          <TabsTrigger value="level">By Level</TabsTrigger>
          <TabsTrigger value="league">By League</TabsTrigger>
          <TabsTrigger value="country">By Country</TabsTrigger>
          <TabsTrigger value="all">All Teams</TabsTrigger>
        </TabsList>
        {(['level', 'league', 'country'] as const).map((by) => (
          <TabsContent key={by} value={by} className="mt-1">
            {states(() => (
              <GroupsWithTotals teams={teams} by={by} total={total} filter={filter} {...edit} />
            ))}
          </TabsContent>
        ))}
        <TabsContent value="all" className="mt-1">
          {states(() => (
            <ul className="divide-y divide-slate-100">
              {teams.map((t) => (
                <TeamRow key={t.id} team={t} {...edit} />
              ))}
            </ul>
          ))}
        </TabsContent>
      </Tabs>
      {q.hasNextPage && (
        <div className="flex justify-center border-t border-slate-100 p-3">
          <Button variant="secondary" size="sm" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>
            {q.isFetchingNextPage ? 'Loading...' : `Load more (${(total - teams.length).toLocaleString('en-US')} more)`}
          </Button>
        </div>
      )}
    </Panel>
  );
}

/** Asks for the server's group counts only while its tab is shown (Radix unmounts hidden tabs). */
function GroupsWithTotals({
  filter,
  ...props
}: Omit<Parameters<typeof TeamGroups>[0], 'groupTotals'> & { filter: TeamFilter; by: TeamGrouping }) {
  const totals = useTeamGroupTotals(props.by, filter);
  return <TeamGroups {...props} groupTotals={totals.data} />;
}
