import type { TeamSide } from '#shared/schemas/box-score';
import { cn } from '#client/lib/cn';
import type { PlayerOption } from './player-select';

type OnIce = { home: number[]; away: number[] };
const MAX_ON_ICE = 6;

/**
 * A goal's '+' and '−' lists, as official sheets print them: who of each team was on the ice. Plus/minus
 * is derived from them (power-play goals count for nobody). Each player is a toggle chip, at most six a team.
 */
export function OnIcePicker({
  goal,
  value,
  onChange,
  players,
  teamNames,
}: {
  goal: string;
  value: OnIce;
  onChange: (value: OnIce) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
}) {
  const toggle = (team: TeamSide, id: number) => {
    const list = value[team];
    onChange({ ...value, [team]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] });
  };
  return (
    <div className="mt-2 grid gap-3 rounded-md bg-slate-50 p-2 sm:grid-cols-2" data-testid="on-ice-picker">
      {(['away', 'home'] as const).map((team) => (
        <fieldset key={team} className="min-w-0">
          <legend className="mb-1 text-xs font-semibold text-slate-600">
            {teamNames[team]} on the ice ({value[team].length}/{MAX_ON_ICE})
          </legend>
          <div className="flex flex-wrap gap-1.5">
            {players[team].map((p) => {
              const on = value[team].includes(p.id);
              const full = !on && value[team].length >= MAX_ON_ICE;
              return (
                <label
                  key={p.id}
                  className={cn(
                    'flex cursor-pointer items-center gap-1 rounded-full border px-2 py-1 text-xs',
                    on ? 'border-sky-600 bg-sky-50 text-sky-900' : 'border-slate-300 bg-white text-slate-700',
                    full && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-3.5"
                    checked={on}
                    disabled={full}
                    aria-label={`${goal}: ${p.label} on the ice`}
                    onChange={() => toggle(team, p.id)}
                  />
                  {p.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
