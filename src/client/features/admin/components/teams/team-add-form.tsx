import { Controller } from 'react-hook-form';
import { TeamCreate } from '#shared/schemas/team';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { useCountries } from '../../api/countries';
import { useLeagues } from '../../api/leagues';
import { teamsApi } from '../../api/teams';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';
import { VenueSelect } from '../venue-select';

const EMPTY = { name: '', shortName: '', city: '', leagueId: '', countryId: '', homeVenueId: '' };

/** requirements §4/§5: Team Name and City required; "Adding..." while sending; cleared and closed on success. */
export function TeamAddForm({ onDone }: { onDone: () => void }) {
  const leagues = useLeagues();
  const countries = useCountries();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useZodForm(TeamCreate, EMPTY);
  const add = useAdminMutation({
    mutationFn: (body: TeamCreate) => teamsApi.create(body),
    writes: ['teams'],
    success: 'Team added successfully',
    failure: 'Failed to add team',
    onSuccess: () => {
      reset(EMPTY);
      onDone();
    },
    onError: (err) => applyServerErrors(err, setError, Object.keys(EMPTY)),
  });
  return (
    <form
      noValidate
      aria-label="Add team"
      onSubmit={handleSubmit((v) => add.mutate(v))}
      className="grid gap-3 border-b border-slate-100 bg-rink-50/40 p-4 sm:grid-cols-2 sm:px-5 lg:grid-cols-3"
    >
      <Field label="Team Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Short Name" error={errors.shortName?.message}>
        <Input autoComplete="off" {...register('shortName')} />
      </Field>
      <Field label="City" required error={errors.city?.message}>
        <Input autoComplete="off" {...register('city')} />
      </Field>
      <Field label="League" error={errors.leagueId?.message}>
        <Select {...register('leagueId')}>
          <option value="">No league</option>
          {leagues.data?.items.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Country" error={errors.countryId?.message}>
        <Select {...register('countryId')}>
          <option value="">No country</option>
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={control}
        name="homeVenueId"
        render={({ field }) => (
          <VenueSelect label="Home Venue" value={String(field.value ?? '')} onChange={field.onChange} error={errors.homeVenueId?.message} />
        )}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Team'}
        </Button>
      </div>
    </form>
  );
}
