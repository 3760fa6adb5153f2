import { Check, X } from 'lucide-react';
import { SeasonUpdate, type Season } from '#shared/schemas/season';
import { Button } from '#client/components/ui/button';
import { FieldError, Input } from '#client/components/ui/input';
import { seasonsApi } from '../../api/seasons';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';

const EditFields = SeasonUpdate.pick({ name: true, startDate: true, endDate: true });

/** Rename a season or move its dates (blank end = ongoing). */
export function SeasonEditForm({ season, onClose }: { season: Season; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
    setError,
  } = useZodForm(EditFields, {
    name: season.name,
    startDate: season.startDate ?? '',
    endDate: season.endDate ?? '',
  });
  const update = useAdminMutation({
    mutationFn: (body: object) => seasonsApi.update(season, body),
    writes: ['seasons'],
    success: 'Season updated successfully',
    failure: 'Failed to update season',
    onSuccess: onClose,
    onError: (err) => applyServerErrors(err, setError, ['name', 'startDate', 'endDate']),
  });
  return (
    <form
      noValidate
      aria-label={`Edit ${season.name}`}
      onSubmit={handleSubmit((v) => update.mutate(v))}
      className="flex w-full flex-wrap items-start gap-2"
    >
      <div className="min-w-40 flex-1">
        <Input aria-label="Season name" className="h-9" {...register('name')} />
        <FieldError message={errors.name?.message} />
      </div>
      <div>
        <Input aria-label="Start date" type="date" className="h-9" {...register('startDate')} />
        <FieldError message={errors.startDate?.message} />
      </div>
      <div>
        <Input aria-label="End date" type="date" className="h-9" {...register('endDate')} />
        <FieldError message={errors.endDate?.message} />
      </div>
      <Button type="submit" size="icon" className="size-9" aria-label="Save season" disabled={update.isPending}>
        <Check aria-hidden="true" />
      </Button>
      <Button type="button" size="icon" variant="ghost" className="size-9" aria-label="Cancel season edit" onClick={onClose}>
        <X aria-hidden="true" />
      </Button>
    </form>
  );
}
