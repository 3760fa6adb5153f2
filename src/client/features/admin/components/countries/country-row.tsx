import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { CountryCreate, type Country } from '#shared/schemas/country';
import { Button } from '#client/components/ui/button';
import { FieldError, Input } from '#client/components/ui/input';
import { countriesApi } from '../../api/countries';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { DeleteRecord, EditButton } from '../resource/row-actions';

/** One country: view, inline edit, delete (the server refuses while anything references it). */
export function CountryRow({ country }: { country: Country }) {
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    setError,
  } = useZodForm(CountryCreate, { name: country.name, code: country.code });
  const update = useAdminMutation({
    mutationFn: (body: CountryCreate) => countriesApi.update(country, body),
    writes: ['countries'],
    success: 'Country updated successfully',
    failure: 'Failed to update country',
    onSuccess: () => setEditing(false),
    onError: (err) => applyServerErrors(err, setError, ['name', 'code']),
  });

  if (editing) {
    return (
      <li className="px-4 py-2 sm:px-5">
        <form
          noValidate
          onSubmit={handleSubmit((v) => update.mutate(v))}
          className="flex flex-wrap items-start gap-2"
          aria-label={`Edit ${country.name}`}
        >
          <div className="min-w-0 flex-1">
            <Input aria-label="Country Name" {...register('name')} />
            <FieldError message={errors.name?.message} />
          </div>
          <div className="w-20">
            <Input aria-label="Code" maxLength={3} className="uppercase" {...register('code')} />
            <FieldError message={errors.code?.message} />
          </div>
          <Button type="submit" size="icon" aria-label="Save country" disabled={update.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label="Cancel edit" onClick={() => setEditing(false)}>
            <X aria-hidden="true" />
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 px-4 py-2 sm:px-5">
      <span className="w-12 rounded bg-slate-100 px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-slate-700">
        {country.code}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{country.name}</span>
      <EditButton label={country.name} onClick={() => setEditing(true)} />
      {/* A cascade clears the country from leagues, teams and players. */}
      <DeleteRecord
        what="country"
        label={country.name}
        id={country.id}
        api={countriesApi}
        writes={['countries', 'leagues', 'teams', 'players']}
      />
    </li>
  );
}
