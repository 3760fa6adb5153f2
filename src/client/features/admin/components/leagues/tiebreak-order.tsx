import { ArrowDown, ArrowUp, Minus, Plus } from 'lucide-react';
import { TIEBREAKER_VALUES } from '#shared/schemas/enums';
import { Button } from '#client/components/ui/button';

type Tiebreaker = (typeof TIEBREAKER_VALUES)[number];

const LABELS: Record<Tiebreaker, string> = {
  points: 'Points',
  pointsPercentage: 'Points %',
  regulationWins: 'Regulation wins (RW)',
  regulationPlusOvertimeWins: 'Reg. + OT wins (ROW)',
  wins: 'Wins',
  headToHead: 'Head-to-head',
  goalDifferential: 'Goal differential',
  goalsFor: 'Goals for',
};

/** Ordered tiebreakers: move up/down, drop, or add back the unused ones. */
export function TiebreakOrder({ value, onChange }: { value: Tiebreaker[]; onChange: (v: Tiebreaker[]) => void }) {
  const unused = TIEBREAKER_VALUES.filter((t) => !value.includes(t));
  const move = (i: number, d: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    onChange(next);
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Tiebreak order</legend>
      <ol className="space-y-1">
        {value.map((t, i) => (
          <li key={t} className="flex items-center gap-2 rounded-md bg-slate-50 px-2 py-1 text-sm">
            <span className="w-5 text-right tabular-nums text-slate-500">{i + 1}.</span>
            <span className="flex-1">{LABELS[t]}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Move ${LABELS[t]} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Move ${LABELS[t]} down`}
              disabled={i === value.length - 1}
              onClick={() => move(i, 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Remove ${LABELS[t]}`}
              disabled={value.length === 1}
              onClick={() => onChange(value.filter((x) => x !== t))}
            >
              <Minus aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {unused.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {unused.map((t) => (
            <Button key={t} type="button" size="sm" variant="ghost" className="h-7 text-xs" onClick={() => onChange([...value, t])}>
              <Plus aria-hidden="true" />
              {LABELS[t]}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
