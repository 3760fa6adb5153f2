import { Plus } from 'lucide-react';
import { SeasonCreate } from '#shared/schemas/season';
import { SEASON_TYPE_VALUES } from '#shared/schemas/enums';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { seasonsApi } from '../../api/seasons';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';

const nextYear = () => {
  const now = new Date();
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

export const SEASON_TYPE_LABELS: Record<string, string> = { preseason: 'Preseason', regular: 'Regular Season', playoffs: 'Playoffs' };

/** A new season for one league, so games can be entered for it. */
export function SeasonForm({ leagueId }: { leagueId: number }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useZodForm(SeasonCreate, {
    leagueId,
    year: nextYear(),
    seasonType: 'regular',
    startDate: '',
    endDate: '',
    isActive: false,
  });
  const add = useAdminMutation({
    mutationFn: (body: SeasonCreate) => seasonsApi.create(body),
    writes: ['seasons'],
    success: 'Season added successfully',
    failure: 'Failed to add season',
    onSuccess: () => reset(),
    onError: (err) => applyServerErrors(err, setError, ['year', 'seasonType', 'startDate', 'endDate']),
  });
  return (
    <form
      noValidate
      aria-label="Add season"
      onSubmit={handleSubmit((v) => add.mutate(v))}
      className="grid grid-cols-2 gap-2 sm:grid-cols-[7rem_10rem_1fr_1fr_auto_auto] sm:items-end"
    >
      <Field label="Year" required error={errors.year?.message}>
        <Input placeholder="2026-27" className="h-9" {...register('year')} />
      </Field>
      <Field label="Type" error={errors.seasonType?.message}>
        <Select className="h-9" {...register('seasonType')}>
          {SEASON_TYPE_VALUES.map((t) => (
            <option key={t} value={t}>
              {SEASON_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Start" error={errors.startDate?.message}>
        <Input type="date" className="h-9" {...register('startDate')} />
      </Field>
      <Field label="End" error={errors.endDate?.message}>
        <Input type="date" className="h-9" {...register('endDate')} />
      </Field>
      <label className="flex h-9 items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-rink-600" {...register('isActive')} />
        Active
      </label>
      <Button type="submit" size="sm" className="h-9" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add Season'}
      </Button>
    </form>
  );
}
