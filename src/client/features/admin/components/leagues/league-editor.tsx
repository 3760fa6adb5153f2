import { useState } from 'react';
import type { z } from 'zod';
import { LeagueUpdate, type League } from '#shared/schemas/league';
import { Button } from '#client/components/ui/button';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { leaguesApi } from '../../api/leagues';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';
import { LEVEL_OPTIONS } from './league-levels';
import { LeagueTimeZoneField } from './league-time-zone-field';
import { PointsSystemEditor } from './points-system';
import { SeasonsManager } from './seasons-manager';
import { TiebreakOrder } from './tiebreak-order';

/** Edit a league's identity, its standings rules and its seasons. */
export function LeagueEditor({ league, onClose }: { league: League; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
    setError,
  } = useZodForm(LeagueUpdate, {
    name: league.name,
    shortName: league.shortName ?? '',
    level: league.level,
    isActive: league.isActive,
    description: league.description ?? '',
    timeZone: league.timeZone ?? '',
  });
  const [points, setPoints] = useState(league.pointsSystem);
  const [tiebreakers, setTiebreakers] = useState(league.tiebreakers);
  const update = useAdminMutation({
    mutationFn: (body: z.output<typeof LeagueUpdate>) => leaguesApi.update(league, { ...body, pointsSystem: points, tiebreakers }),
    writes: ['leagues'],
    success: 'League updated successfully',
    failure: 'Failed to update league',
    onSuccess: onClose,
    onError: (err) => applyServerErrors(err, setError, ['name', 'shortName', 'level', 'timeZone', 'description']),
  });
  return (
    <div className="space-y-4 border-t border-rink-100 bg-rink-50/40 px-4 py-4 sm:px-5">
      <form noValidate aria-label={`Edit ${league.name}`} onSubmit={handleSubmit((v) => update.mutate(v))} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <Field label="League Name" required error={errors.name?.message}>
            <Input {...register('name')} />
          </Field>
          <Field label="Short Name" error={errors.shortName?.message}>
            <Input {...register('shortName')} />
          </Field>
          <Field label="Level" error={errors.level?.message}>
            <Select {...register('level')}>
              {LEVEL_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <LeagueTimeZoneField input={register('timeZone')} error={errors.timeZone?.message} />
        <Field label="Description" error={errors.description?.message}>
          <Textarea className="min-h-16 font-sans text-sm" {...register('description')} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-rink-600" {...register('isActive')} />
          Active league
        </label>
        <div className="grid gap-3 lg:grid-cols-2">
          <PointsSystemEditor value={points} onChange={setPoints} />
          <TiebreakOrder value={tiebreakers} onChange={setTiebreakers} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update League'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
      <SeasonsManager leagueId={league.id} />
    </div>
  );
}
