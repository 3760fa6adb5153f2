import { Plus } from 'lucide-react';
import { CountryCreate } from '#shared/schemas/country';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { countriesApi } from '../../api/countries';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';

/** requirements §5: name and code required; code exactly 3 letters, stored upper-case. */
export function CountryForm() {
  const form = useZodForm(CountryCreate, { name: '', code: '' });
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = form;
  const add = useAdminMutation({
    mutationFn: (body: CountryCreate) => countriesApi.create(body),
    writes: ['countries'],
    success: 'Country added successfully',
    failure: 'Failed to add country',
    onSuccess: () => reset(),
    onError: (err) => applyServerErrors(err, setError, ['name', 'code']),
  });
  return (
    <form noValidate aria-label="Add country" onSubmit={handleSubmit((v) => add.mutate(v))} className="grid gap-3 p-4 sm:px-5">
      <Field label="Country Name" required error={errors.name?.message}>
        <Input placeholder="e.g. Finland" autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Code" required error={errors.code?.message}>
        <Input placeholder="FIN" maxLength={3} className="uppercase" autoComplete="off" {...register('code')} />
      </Field>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add Country'}
      </Button>
    </form>
  );
}
