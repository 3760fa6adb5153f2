import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { Season } from '#shared/schemas/season';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { seasonsApi, useSeasons } from '../../api/seasons';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { DeleteRecord, EditButton } from '../resource/row-actions';
import { RowsSkeleton } from '../panel';
import { SeasonEditForm } from './season-edit-form';
import { SeasonForm } from './season-form';

function SeasonRow({ season }: { season: Season }) {
  const [editing, setEditing] = useState(false);
  const setActive = useAdminMutation({
    mutationFn: (isActive: boolean) => seasonsApi.update(season, { isActive }),
    writes: ['seasons'],
    success: 'Season updated successfully',
    failure: 'Failed to update season',
  });
  if (editing)
    return (
      <li className="px-3 py-2">
        <SeasonEditForm season={season} onClose={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <span className="min-w-0 flex-1 font-medium text-slate-900">{season.name}</span>
      <span className="text-xs tabular-nums text-slate-500">
        {season.startDate ?? '—'} → {season.endDate ?? 'ongoing'}
      </span>
      {season.isActive ? (
        <Badge tone="green">
          <CheckCircle2 className="size-3" aria-hidden="true" />
          Current
        </Badge>
      ) : (
        <Button size="sm" variant="ghost" className="h-7 text-xs" disabled={setActive.isPending} onClick={() => setActive.mutate(true)}>
          Set active
        </Button>
      )}
      <EditButton label={season.name} onClick={() => setEditing(true)} />
      {/* A cascade removes the season's games. */}
      <DeleteRecord what="season" label={season.name} id={season.id} api={seasonsApi} writes={['seasons', 'games']} />
    </li>
  );
}

/** A league's seasons: add, set the current one, delete. */
export function SeasonsManager({ leagueId }: { leagueId: number }) {
  const { data, isLoading } = useSeasons(leagueId);
  const seasons = [...(data ?? [])].sort((a, b) => b.year.localeCompare(a.year) || a.seasonType.localeCompare(b.seasonType));
  return (
    <section aria-label="Seasons" className="rounded-lg border border-slate-200 bg-white">
      <h3 className="border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">Seasons</h3>
      <div className="border-b border-slate-100 p-3">
        <SeasonForm leagueId={leagueId} />
      </div>
      {isLoading ? (
        <RowsSkeleton rows={3} />
      ) : seasons.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-500">No seasons yet.</p>
      ) : (
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
          {seasons.map((s) => (
            <SeasonRow key={s.id} season={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
