import { useId } from 'react';
import type { Player } from '#shared/schemas/player';
import { cn } from '#client/lib/cn';
import { playerLabel } from '../lib/console-state';

/** A row of big one-tap choices (team, strength, minutes). */
export function Chips({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={cn(
              // Grow to fill the row but never shrink under the label: long option lists wrap instead.
              'min-h-12 min-w-12 shrink-0 grow basis-auto rounded-lg px-3 text-sm font-semibold ring-1 ring-inset transition-colors',
              value === o.value ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A player from the team's dressed lineup; the phone's own picker is the best thumb target there is. */
export function PlayerSelect({
  label,
  players,
  value,
  optional,
  onChange,
}: {
  label: string;
  players: Player[];
  value: unknown;
  optional?: boolean | string;
  onChange: (id: number | null) => void;
}) {
  // Labelled by id, not by wrapping: a wrapping label's name would take in the chosen option's text.
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value == null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className="mt-1 h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
      >
        <option value="">{optional ? (typeof optional === 'string' ? optional : 'None') : 'Pick a player'}</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {playerLabel(p)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-12 items-center justify-between rounded-lg bg-white px-3 text-base font-medium text-slate-800 ring-1 ring-inset ring-slate-300">
      {label}
      <input type="checkbox" className="size-6 accent-rink-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}
