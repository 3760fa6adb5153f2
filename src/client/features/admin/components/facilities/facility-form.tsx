import { FacilityCreate, type Facility } from '#shared/schemas/facility';
import { FACILITY_TYPES, SURFACE_TYPES } from '#shared/schemas/enums';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { useCountries } from '../../api/countries';
import { facilitiesApi } from '../../api/facilities';
import { humanize } from '../../lib/labels';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../field';
import { TimeZoneOptions } from '../time-zone-options';

const FIELDS = ['name', 'city', 'address', 'capacity', 'facilityType', 'surfaceType', 'countryId', 'timeZone', 'imageUrl'];

/** Add (no facility) or edit one facility; requirements §5 required: name, city, type, surface, country. */
export function FacilityForm({ facility, onDone }: { facility?: Facility; onDone?: () => void }) {
  const countries = useCountries();
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useZodForm(FacilityCreate, {
    name: facility?.name ?? '',
    city: facility?.city ?? '',
    address: facility?.address ?? '',
    capacity: facility?.capacity?.toString() ?? '',
    facilityType: facility?.facilityType ?? 'arena',
    surfaceType: facility?.surfaceType ?? 'ice',
    countryId: facility?.countryId?.toString() ?? '',
    timeZone: facility?.timeZone ?? '',
    imageUrl: facility?.imageUrl ?? '',
  });
  const verb = facility ? 'update' : 'create';
  const save = useAdminMutation({
    mutationFn: (body: FacilityCreate) => (facility ? facilitiesApi.update(facility, body) : facilitiesApi.create(body)),
    writes: ['facilities'],
    success: `Facility ${verb}d successfully`,
    failure: `Failed to ${verb} facility`,
    onSuccess: () => {
      reset();
      onDone?.();
    },
    onError: (err) => applyServerErrors(err, setError, FIELDS),
  });
  return (
    <form
      noValidate
      aria-label={facility ? `Edit ${facility.name}` : 'Add facility'}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="grid gap-3 p-4 sm:grid-cols-2 sm:px-5 lg:grid-cols-4"
    >
      <Field label="Facility Name" required error={errors.name?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label="City" required error={errors.city?.message}>
        <Input autoComplete="off" {...register('city')} />
      </Field>
      <Field label="Country" required error={errors.countryId?.message}>
        <Select {...register('countryId')}>
          <option value="">Select country</option>
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register('address')} />
      </Field>
      <Field label="Facility Type" required error={errors.facilityType?.message}>
        <Select {...register('facilityType')}>
          {FACILITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {humanize(t)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Surface Type" required error={errors.surfaceType?.message}>
        <Select {...register('surfaceType')}>
          {SURFACE_TYPES.map((t) => (
            <option key={t} value={t}>
              {humanize(t)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Capacity" error={errors.capacity?.message}>
        <Input inputMode="numeric" {...register('capacity')} />
      </Field>
      <Field label="Time Zone (its games’ clock)" error={errors.timeZone?.message} className="sm:col-span-2">
        <Input
          list="facility-time-zones"
          placeholder="e.g. America/Toronto"
          autoComplete="off"
          spellCheck={false}
          {...register('timeZone')}
        />
      </Field>
      <TimeZoneOptions id="facility-time-zones" />
      <Field label="Image URL" error={errors.imageUrl?.message} className="sm:col-span-2">
        <Input type="url" placeholder="https://…" {...register('imageUrl')} />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          {facility ? (save.isPending ? 'Updating...' : 'Update Facility') : save.isPending ? 'Adding...' : 'Add Facility'}
        </Button>
        {onDone && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
