import { useState } from 'react';
import type { TeamSide } from '#shared/schemas/box-score';
import type { Player } from '#shared/schemas/player';
import { Button } from '#client/components/ui/button';
import type { EventBody } from '../offline/outbox';
import { normalizeTime, periodLabel } from '../lib/console-state';
import { Chips, PlayerSelect, Toggle } from './form-bits';

export type FormType = 'goal' | 'penalty' | 'goalie-change' | 'penalty-shot' | 'shootout-attempt';
export const FORM_TITLES: Record<FormType, string> = {
  goal: 'Goal',
  penalty: 'Penalty',
  'goalie-change': 'Goalie change',
  'penalty-shot': 'Penalty shot',
  'shootout-attempt': 'Shootout attempt',
};
const INFRACTIONS = ['Tripping', 'Hooking', 'Slashing', 'Roughing', 'Holding', 'Interference', 'High-sticking', 'Too many men'];
const DEFAULTS: Partial<Record<FormType, Record<string, unknown>>> = {
  goal: { strength: 'EV', emptyNet: false },
  penalty: { minutes: 2 },
  'penalty-shot': { scored: false },
  'shootout-attempt': { scored: false },
};
type Draft = Record<string, unknown> & { team: TeamSide; period: number; time: string };

interface Props {
  type: FormType;
  initial: Draft;
  teams: Record<TeamSide, { name: string; players: Player[] }>;
  onSave: (body: EventBody) => void;
  onCancel: () => void;
}

/** One event's fields, big enough for a thumb: team, time, then the type's own players and facts. */
export function EventForm({ type, initial, teams, onSave, onCancel }: Props) {
  // The choices shown as picked before a tap must be in the body too (a penalty's 2 minutes, EV).
  const [d, setD] = useState<Draft>(() => ({ ...DEFAULTS[type], ...initial }));
  const [timeText, setTimeText] = useState(initial.time);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Record<string, unknown>) => setD((x) => ({ ...x, ...patch }));
  const mine = teams[d.team].players;
  const theirs = teams[d.team === 'home' ? 'away' : 'home'].players;
  const goalies = (list: Player[]) => [...list].sort((a, b) => Number(b.position === 'goalie') - Number(a.position === 'goalie'));

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const time = type === 'shootout-attempt' ? '00:00' : normalizeTime(timeText);
    if (!time) return setError('Enter the time of the period as MM:SS, at most 20:00');
    const need = { goal: 'scorerPlayerId', 'penalty-shot': 'shooterPlayerId', 'shootout-attempt': 'playerId' } as Record<string, string>;
    if (need[type] && d[need[type]!] == null) return setError('Pick the player');
    // End game refuses these under the box score's rules; said here, the scorekeeper fixes it at once.
    if (type === 'goal') {
      const assists: unknown[] = [d.assist1PlayerId, d.assist2PlayerId].filter((a) => a != null);
      if (assists.includes(d.scorerPlayerId)) return setError('The scorer cannot assist his own goal');
      if (assists.length === 2 && assists[0] === assists[1]) return setError('Pick two different players for the assists');
    }
    if ((type === 'penalty' || type === 'penalty-shot') && !String(d.infraction ?? '').trim()) return setError('Name the infraction');
    onSave({ ...d, type, time } as EventBody);
  };

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-label={FORM_TITLES[type]}>
      <Chips
        label="Team"
        value={d.team}
        options={(['away', 'home'] as const).map((t) => ({ value: t, label: teams[t].name }))}
        onChange={(team) => set({ team })}
      />
      {type !== 'shootout-attempt' && (
        <label className="block text-sm font-medium text-slate-700">
          Time of {periodLabel(d.period)} (elapsed)
          <input
            value={timeText}
            onChange={(e) => setTimeText(e.target.value)}
            inputMode="numeric"
            placeholder="MM:SS"
            aria-label="Time"
            className="mt-1 h-12 w-full rounded-lg border border-slate-300 px-3 text-center font-mono text-xl tabular-nums"
          />
        </label>
      )}
      {type === 'goal' && (
        <>
          <PlayerSelect label="Scorer" players={mine} value={d.scorerPlayerId} onChange={(v) => set({ scorerPlayerId: v })} />
          <PlayerSelect label="Assist 1" players={mine} value={d.assist1PlayerId} optional onChange={(v) => set({ assist1PlayerId: v })} />
          <PlayerSelect label="Assist 2" players={mine} value={d.assist2PlayerId} optional onChange={(v) => set({ assist2PlayerId: v })} />
          <Chips
            label="Strength"
            value={(d.strength as string) ?? 'EV'}
            options={['EV', 'PP', 'SH'].map((s) => ({ value: s, label: s }))}
            onChange={(strength) => set({ strength })}
          />
          <Toggle label="Empty net" checked={d.emptyNet === true} onChange={(emptyNet) => set({ emptyNet })} />
        </>
      )}
      {type === 'penalty' && (
        <>
          <PlayerSelect label="Player" players={mine} value={d.playerId} optional="Bench penalty" onChange={(v) => set({ playerId: v })} />
          <PlayerSelect
            label="Served by"
            players={mine}
            value={d.servedByPlayerId}
            optional
            onChange={(v) => set({ servedByPlayerId: v })}
          />
          <Chips
            label="Minutes"
            value={String(d.minutes ?? 2)}
            options={['2', '4', '5', '10'].map((m) => ({ value: m, label: `${m} min` }))}
            onChange={(m) => set({ minutes: Number(m) })}
          />
          <Chips
            label="Infraction"
            value={String(d.infraction ?? '')}
            options={INFRACTIONS.map((i) => ({ value: i, label: i }))}
            onChange={(infraction) => set({ infraction })}
          />
          <input
            value={String(d.infraction ?? '')}
            onChange={(e) => set({ infraction: e.target.value })}
            aria-label="Infraction"
            placeholder="Or type the infraction"
            className="h-12 w-full rounded-lg border border-slate-300 px-3"
          />
        </>
      )}
      {type === 'goalie-change' && (
        <PlayerSelect
          label="Goalie now in net"
          players={goalies(mine)}
          value={d.playerId}
          optional="Empty net (goalie pulled)"
          onChange={(v) => set({ playerId: v })}
        />
      )}
      {(type === 'penalty-shot' || type === 'shootout-attempt') && (
        <>
          <PlayerSelect
            label="Shooter"
            players={mine}
            value={type === 'penalty-shot' ? d.shooterPlayerId : d.playerId}
            onChange={(v) => set(type === 'penalty-shot' ? { shooterPlayerId: v } : { playerId: v })}
          />
          {type === 'penalty-shot' && (
            <>
              <PlayerSelect
                label="Goalie faced"
                players={goalies(theirs)}
                value={d.goaliePlayerId}
                optional
                onChange={(v) => set({ goaliePlayerId: v })}
              />
              <input
                value={String(d.infraction ?? '')}
                onChange={(e) => set({ infraction: e.target.value })}
                aria-label="Infraction"
                placeholder="Infraction (e.g. Hooking on a breakaway)"
                className="h-12 w-full rounded-lg border border-slate-300 px-3"
              />
            </>
          )}
          <Toggle label="Scored" checked={d.scored === true} onChange={(scored) => set({ scored })} />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 pt-1">
        <Button type="button" variant="secondary" className="h-14 text-base" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="h-14 text-base">
          Save {FORM_TITLES[type].toLowerCase()}
        </Button>
      </div>
    </form>
  );
}
