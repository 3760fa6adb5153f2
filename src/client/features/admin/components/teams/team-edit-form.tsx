import { X } from 'lucide-react';
import { TeamUpdate, type Team } from '#shared/schemas/team';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { teamsApi } from '../../api/teams';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';

// requirements §2.15: the inline edit form exposes only these three fields, name and city required.
const EditFields = TeamUpdate.pick({ shortName: true }).extend({
  name: TeamUpdate.shape.name.unwrap(),
  city: TeamUpdate.shape.city.unwrap(),
});

export function TeamEditForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
    setError,
  } = useZodForm(EditFields, {
    name: team.name,
    shortName: team.shortName ?? '',
    city: team.city,
  });
  const update = useAdminMutation({
    mutationFn: (body: object) => teamsApi.update(team, body),
    writes: ['teams'],
    success: 'Team updated successfully',
    failure: 'Failed to update team',
    onSuccess: onClose,
    onError: (err) => applyServerErrors(err, setError, ['name', 'shortName', 'city']),
  });
  return (
    <form
      noValidate
      aria-label={`Edit ${team.name}`}
      onSubmit={handleSubmit((v) => update.mutate(v))}
      className="relative mt-3 space-y-2 rounded-lg border border-rink-200 bg-rink-50/60 p-3 pt-8"
    >
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute right-1 top-1 size-7"
        aria-label="Close edit form"
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </Button>
      <Field label="Team Name" required error={errors.name?.message}>
        <Input className="h-9" {...register('name')} />
      </Field>
      <Field label="Short Name" error={errors.shortName?.message}>
        <Input className="h-9" {...register('shortName')} />
      </Field>
      <Field label="City" required error={errors.city?.message}>
        <Input className="h-9" {...register('city')} />
      </Field>
      <div className="flex gap-2 pt-1">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Team'}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
