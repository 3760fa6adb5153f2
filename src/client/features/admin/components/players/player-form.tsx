import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { POSITION_LABELS, ADD_FORM_POSITION_ORDER, CODE_BY_POSITION, PLAYER_POSITIONS } from '#shared/domain/directory/positions';
import { PlayerCreate, type Player } from '#shared/schemas/player';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { useCountries } from '../../api/countries';
import { playersApi } from '../../api/players';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { Field } from '../field';
import { TeamSelect } from '../team-select';

type Values = {
  firstName: string;
  lastName: string;
  position: string;
  currentTeamId: string;
  birthCountryId: string;
  birthDate: string;
  height: string;
  weight: string;
  jerseyNumber: string;
};
const FIELDS = [
  'firstName',
  'lastName',
  'position',
  'currentTeamId',
  'birthCountryId',
  'birthDate',
  'dateOfBirth',
  'height',
  'weight',
  'jerseyNumber',
];

/**
 * requirements §2.15: the add form offers labels (Goalie, Defense, Left Wing, Center, Right Wing), the edit
 * form codes (C, LW, RW, D, G); the shared schema stores both as the same value.
 */
export function PlayerForm({ player, onDone }: { player?: Player; onDone?: () => void }) {
  const countries = useCountries();
  // PlayerCreate is a preprocess (birthDate alias), so its input type is opaque: the form declares its own.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useForm<Values, unknown, PlayerCreate>({
    resolver: zodResolver(PlayerCreate as never) as never,
    defaultValues: {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      position: player ? CODE_BY_POSITION[player.position] : '',
      currentTeamId: player?.currentTeamId?.toString() ?? '',
      birthCountryId: player?.birthCountryId?.toString() ?? '',
      birthDate: player?.dateOfBirth ?? '',
      height: player?.height?.toString() ?? '',
      weight: player?.weight?.toString() ?? '',
      jerseyNumber: player?.jerseyNumber?.toString() ?? '',
    },
  });
  const err = errors as Partial<Record<keyof Values | 'dateOfBirth', { message?: string }>>;
  const reg = register;
  const verb = player ? 'update' : 'create';
  const save = useAdminMutation({
    mutationFn: (body: PlayerCreate) => (player ? playersApi.update(player, body) : playersApi.create(body)),
    writes: ['players'],
    success: `Player ${verb}d successfully`,
    failure: `Failed to ${verb} player`,
    onSuccess: () => {
      reset();
      onDone?.();
    },
    onError: (e) => applyServerErrors(e, setError, FIELDS),
  });
  return (
    <form
      noValidate
      aria-label={player ? `Edit ${player.firstName} ${player.lastName}` : 'Add player'}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="grid gap-3 p-4 sm:grid-cols-2 sm:px-5 lg:grid-cols-4"
    >
      <Field label="First Name" required error={err.firstName?.message}>
        <Input autoComplete="off" {...reg('firstName')} />
      </Field>
      <Field label="Last Name" required error={err.lastName?.message}>
        <Input autoComplete="off" {...reg('lastName')} />
      </Field>
      <Field label="Position" required error={err.position?.message}>
        <Select {...reg('position')}>
          <option value="">Select position</option>
          {player
            ? PLAYER_POSITIONS.map((p) => (
                <option key={p} value={CODE_BY_POSITION[p]}>
                  {CODE_BY_POSITION[p]}
                </option>
              ))
            : ADD_FORM_POSITION_ORDER.map((p) => (
                <option key={p} value={POSITION_LABELS[p]}>
                  {POSITION_LABELS[p]}
                </option>
              ))}
        </Select>
      </Field>
      <Field label="Jersey Number" error={err.jerseyNumber?.message}>
        <Input inputMode="numeric" {...reg('jerseyNumber')} />
      </Field>
      <Controller
        control={control}
        name="currentTeamId"
        render={({ field }) => (
          <TeamSelect
            label="Team"
            value={String(field.value ?? '')}
            onChange={field.onChange}
            error={err.currentTeamId?.message}
            current={player?.currentTeam}
          />
        )}
      />
      <Field label="Birth Country" error={err.birthCountryId?.message}>
        <Select {...reg('birthCountryId')}>
          <option value="">Unknown</option>
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Birth Date" error={err.birthDate?.message ?? err.dateOfBirth?.message}>
        <Input type="date" {...reg('birthDate')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Height (cm)" error={err.height?.message}>
          <Input inputMode="numeric" {...reg('height')} />
        </Field>
        <Field label="Weight (kg)" error={err.weight?.message}>
          <Input inputMode="numeric" {...reg('weight')} />
        </Field>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          {player ? (save.isPending ? 'Updating...' : 'Update Player') : save.isPending ? 'Adding...' : 'Add Player'}
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
