import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { compareLevels, compareNhlFirst, levelLabel } from '#shared/domain/levels';
import type { League } from '#shared/schemas/league';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { leaguesApi, useLeagues } from '../../api/leagues';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { ConfirmDelete } from '../confirm-delete';
import { Panel, RowsSkeleton } from '../panel';
import { LeagueEditor } from './league-editor';
import { LeagueForm } from './league-form';

function LeagueRow({ league, editing, onEdit }: { league: League; editing: boolean; onEdit: (id: number | null) => void }) {
  const remove = useAdminMutation({
    mutationFn: (cascade: boolean) => leaguesApi.remove(league.id, cascade),
    invalidate: ['leagues', 'teams', 'seasons', 'games', 'standings'],
    success: 'League deleted successfully',
    failure: 'Failed to delete league',
  });
  return (
    <li>
      <div className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">
            {league.name}
            {league.shortName && <span className="ml-1.5 font-normal text-slate-500">({league.shortName})</span>}
          </p>
          <p className="truncate text-xs text-slate-500">
            {league.country?.name ?? 'International'}
            {league.teamCount !== undefined && ` · ${league.teamCount} teams`}
          </p>
        </div>
        <Badge tone="blue" className="hidden sm:inline-flex">
          {levelLabel(league.level)}
        </Badge>
        {!league.isActive && <Badge tone="neutral">Inactive</Badge>}
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-slate-500"
          aria-label={`Edit ${league.name}`}
          aria-expanded={editing}
          onClick={() => onEdit(editing ? null : league.id)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        {/* requirements §5: a league nothing uses goes without confirmation; one with seasons or teams opens the counts (issue 18). */}
        <ConfirmDelete
          what="league"
          label={league.name}
          confirmWhenFree={false}
          onConfirm={(cascade) => remove.mutate(cascade)}
          references={() => leaguesApi.references(league.id)}
          disabled={remove.isPending}
        />
      </div>
      {editing && <LeagueEditor league={league} onClose={() => onEdit(null)} />}
    </li>
  );
}

export function LeaguesTab() {
  const query = useLeagues();
  const { data, isLoading, error } = query;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data?.items ?? [])
      .filter((l) => !q || l.name.toLowerCase().includes(q) || (l.shortName ?? '').toLowerCase().includes(q))
      .sort((a, b) => compareLevels(a.level, b.level) || compareNhlFirst(a.name, b.name));
  }, [data, search]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <Panel title="Add League">
        <LeagueForm />
      </Panel>
      <Panel
        title="Leagues"
        description={data ? `${data.total.toLocaleString('en-US')} leagues` : undefined}
        actions={
          <Input
            type="search"
            aria-label="Search leagues"
            placeholder="Search leagues..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-9 w-full sm:w-56"
          />
        }
      >
        {isLoading ? (
          <RowsSkeleton rows={8} />
        ) : error ? (
          <div className="p-4">
            <QueryError what="the leagues" query={query} />
          </div>
        ) : rows.length === 0 ? (
          <div className="p-4">
            <EmptyState title="No Leagues Found" />
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((l) => (
              <LeagueRow key={l.id} league={l} editing={editing === l.id} onEdit={setEditing} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
