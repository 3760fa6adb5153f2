import { ChevronDown } from 'lucide-react';
import { ADMIN_LEVEL_GROUPS, adminLevelGroup, isDefaultOpenGroup, type GroupTab } from '#shared/domain/directory/levels';
import { sortGroupsNhlFirst } from '#shared/domain/directory/league-order';
import type { Team } from '#shared/schemas/team';
import type { TeamGrouping } from '../../api/teams';
import { TeamCard, type EditProps } from './team-card';

export type Grouping = TeamGrouping;

/** Buckets teams for the By Level / By League / By Country tabs, in display order. */
export function groupTeams(teams: Team[], by: Grouping): [string, Team[]][] {
  const map = new Map<string, Team[]>();
  for (const t of teams) {
    const key =
      by === 'level'
        ? adminLevelGroup(t.league?.level)
        : by === 'league'
          ? (t.league?.name ?? 'No League')
          : (t.country?.name ?? 'No Country');
    map.set(key, [...(map.get(key) ?? []), t]);
  }
  const names = by === 'level' ? ADMIN_LEVEL_GROUPS.filter((g) => map.has(g)) : sortGroupsNhlFirst([...map.keys()]);
  return names.map((n) => [n, map.get(n)!]);
}

const plural = (n: number) => `${n.toLocaleString('en-US')} team${n === 1 ? '' : 's'}`;

/** Collapsible groups (native <details>: keyboard and screen-reader friendly without script). */
export function TeamGroups({
  teams,
  by,
  total,
  groupTotals,
  ...edit
}: { teams: Team[]; by: Grouping; total: number; groupTotals?: Map<string, number> } & EditProps) {
  const groups = groupTeams(teams, by);
  // Until the server's counts arrive, the loaded cards are the best count there is.
  const countOf = (name: string, loaded: number) => Math.max(groupTotals?.get(name) ?? loaded, loaded);
  return (
    <div className="space-y-3 p-3 sm:p-4">
      {groups.map(([name, list]) => (
        <details
          key={name}
          open={isDefaultOpenGroup(by as GroupTab, name) || groups.length <= 3}
          className="group rounded-xl border border-slate-200 bg-slate-50/60"
        >
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2.5 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <ChevronDown className="size-4 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
            <h3 className="flex-1 text-sm font-semibold text-slate-900">{name}</h3>
            <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold tabular-nums text-slate-600 ring-1 ring-slate-200">
              {plural(countOf(name, list.length))}
            </span>
          </summary>
          <div className="mx-1.5 mb-1.5 divide-y sm:mx-3 sm:mb-3 divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {list.map((t) => (
              <TeamCard key={t.id} team={t} {...edit} />
            ))}
          </div>
        </details>
      ))}
      <p className="px-1 text-sm font-medium text-slate-600">
        Total: {plural(total)}
        {teams.length < total && <span className="font-normal text-slate-500"> ({teams.length.toLocaleString('en-US')} loaded)</span>}
      </p>
    </div>
  );
}
