import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { GameCreate, type Game } from '#shared/schemas/game';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { gamesApi } from '../../api/games';
import { useLeagues } from '../../api/leagues';
import { useSeasons } from '../../api/seasons';
import { applyServerErrors } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { Field } from '../field';
import { TeamSelect } from '../team-select';
import { VenueSelect } from '../venue-select';
import { TimeZoneOptions } from '../time-zone-options';
import { OUTCOME_OPTIONS, PERIOD_OPTIONS, STATUS_OPTIONS, localToday } from './game-options';

type Values = Record<
  | 'homeTeamId'
  | 'awayTeamId'
  | 'gameDate'
  | 'gameTime'
  | 'timeZone'
  | 'venueId'
  | 'seasonId'
  | 'homeScore'
  | 'awayScore'
  | 'status'
  | 'period'
  | 'outcome',
  string
>;
const FIELDS = [
  'homeTeamId',
  'awayTeamId',
  'gameDate',
  'gameTime',
  'timeZone',
  'venueId',
  'seasonId',
  'homeScore',
  'awayScore',
  'status',
  'period',
  'outcome',
];
const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Add or edit (PUT) a game; the league choice narrows the team and season lists. */
export function GameForm({ game, onDone }: { game?: Game; onDone?: () => void }) {
  const leagues = useLeagues();
  const [leagueId, setLeagueId] = useState<number | null>(game?.season?.leagueId ?? game?.league?.id ?? null);
  const seasons = useSeasons(leagueId);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    reset,
    setError,
  } = useForm<Values, unknown, GameCreate>({
    resolver: zodResolver(GameCreate as never) as never,
    defaultValues: {
      homeTeamId: str(game?.homeTeamId),
      awayTeamId: str(game?.awayTeamId),
      gameDate: game?.gameDate ?? localToday(),
      gameTime: game?.gameTime?.slice(0, 5) ?? '',
      timeZone: game?.timeZone ?? '',
      venueId: str(game?.venueId),
      seasonId: str(game?.seasonId),
      homeScore: str(game?.homeScore),
      awayScore: str(game?.awayScore),
      status: game?.status ?? 'scheduled',
      period: game?.period ?? '',
      outcome: game?.outcome ?? '',
    },
  });
  const verb = game ? 'update' : 'add';
  const save = useAdminMutation({
    mutationFn: (body: GameCreate) => (game ? gamesApi.update(game, body, 'PUT') : gamesApi.create(body)),
    writes: ['games'],
    success: `Game ${game ? 'updated' : 'added'} successfully`,
    failure: `Failed to ${verb} game`,
    onSuccess: () => {
      reset();
      onDone?.();
    },
    onError: (e) => applyServerErrors(e, setError, FIELDS),
  });
  return (
    <form
      noValidate
      aria-label={game ? 'Edit game' : 'Add game'}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="grid gap-3 p-4 sm:grid-cols-2 sm:px-5 lg:grid-cols-4"
    >
      <Field label="League (filters teams and seasons)" className="sm:col-span-2">
        <Select value={leagueId ?? ''} onChange={(e) => setLeagueId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Any league (search teams)</option>
          {leagues.data?.items.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Season" error={errors.seasonId?.message}>
        <Select {...register('seasonId')} disabled={!leagueId && !game?.season}>
          <option value="">{leagueId ? 'No season' : 'Pick a league first'}</option>
          {game?.season && !seasons.data?.some((s) => s.id === game.season!.id) && (
            <option value={game.season.id}>{game.season.name}</option>
          )}
          {seasons.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Game Date" required error={errors.gameDate?.message}>
        <Input type="date" {...register('gameDate')} />
      </Field>
      <Controller
        control={control}
        name="awayTeamId"
        render={({ field }) => (
          <TeamSelect
            label="Away Team"
            required
            leagueId={leagueId}
            value={field.value}
            onChange={field.onChange}
            current={game?.awayTeam}
            error={errors.awayTeamId?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="homeTeamId"
        render={({ field }) => (
          <TeamSelect
            label="Home Team"
            required
            leagueId={leagueId}
            value={field.value}
            onChange={field.onChange}
            current={game?.homeTeam}
            error={errors.homeTeamId?.message}
          />
        )}
      />
      <Field label="Game Time" error={errors.gameTime?.message}>
        <Input type="time" {...register('gameTime')} />
      </Field>
      <Field label="Time Zone" error={errors.timeZone?.message}>
        <Input
          list="game-time-zones"
          placeholder="Venue’s (else league’s) zone"
          autoComplete="off"
          spellCheck={false}
          {...register('timeZone')}
        />
      </Field>
      <TimeZoneOptions id="game-time-zones" />
      <Controller
        control={control}
        name="venueId"
        render={({ field }) => (
          <VenueSelect label="Venue" value={field.value} onChange={field.onChange} current={game?.venue} error={errors.venueId?.message} />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Away Score" error={errors.awayScore?.message}>
          <Input type="number" min={0} inputMode="numeric" {...register('awayScore')} />
        </Field>
        <Field label="Home Score" error={errors.homeScore?.message}>
          <Input type="number" min={0} inputMode="numeric" {...register('homeScore')} />
        </Field>
      </div>
      <Field label="Status" error={errors.status?.message}>
        <Select {...register('status')}>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Period" error={errors.period?.message}>
          <Select {...register('period')}>
            {[...PERIOD_OPTIONS, ...(game?.period && !PERIOD_OPTIONS.includes(game.period) ? [game.period] : [])].map((p) => (
              <option key={p} value={p}>
                {p || '—'}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Outcome" error={errors.outcome?.message}>
          <Select {...register('outcome')}>
            {OUTCOME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          {game ? (save.isPending ? 'Updating...' : 'Update Game') : save.isPending ? 'Adding...' : 'Add Game'}
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
