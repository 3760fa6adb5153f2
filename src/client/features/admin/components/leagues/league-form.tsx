import { Plus } from 'lucide-react';
import { LeagueCreate } from '#shared/schemas/league';
import { Button } from '#client/components/ui/button';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { leaguesApi } from '../../api/leagues';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';
import { LEVEL_OPTIONS } from './league-levels';
import { LeagueTimeZoneField } from './league-time-zone-field';

/** requirements §5: name required; level defaults to professional. */
export function LeagueForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useZodForm(LeagueCreate, { name: '', level: 'professional', description: '', timeZone: '' });
  const add = useAdminMutation({
    mutationFn: (body: LeagueCreate) => leaguesApi.create(body),
    writes: ['leagues'],
    success: 'League added successfully',
    failure: 'Failed to add league',
    onSuccess: () => reset(),
    onError: (err) => applyServerErrors(err, setError, ['name', 'level', 'timeZone', 'description']),
  });
  return (
    <form noValidate aria-label="Add league" onSubmit={handleSubmit((v) => add.mutate(v))} className="grid gap-3 p-4 sm:px-5">
      <Field label="League Name" required error={errors.name?.message}>
        <Input placeholder="e.g. Northern Elite League" autoComplete="off" {...register('name')} />
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
      <LeagueTimeZoneField input={register('timeZone')} error={errors.timeZone?.message} />
      <Field label="Description" error={errors.description?.message}>
        <Textarea className="font-sans text-sm" placeholder="Short description" {...register('description')} />
      </Field>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add League'}
      </Button>
    </form>
  );
}
