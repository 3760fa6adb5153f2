import type { PointsSystem } from '#shared/schemas/league';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';

export const POINTS_PRESETS: { label: string; value: PointsSystem }[] = [
  {
    label: 'NHL 2-1-0',
    value: { regulationWin: 2, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1, tie: 0 },
  },
  {
    label: 'IIHF 3-2-1-0',
    value: { regulationWin: 3, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1, tie: 0 },
  },
];

const FIELDS: { key: keyof PointsSystem; label: string }[] = [
  { key: 'regulationWin', label: 'Reg. win' },
  { key: 'overtimeWin', label: 'OT win' },
  { key: 'shootoutWin', label: 'SO win' },
  { key: 'regulationLoss', label: 'Reg. loss' },
  { key: 'overtimeLoss', label: 'OT loss' },
  { key: 'shootoutLoss', label: 'SO loss' },
  // Issue 18: more than 0 lets a final end tied (outcome TIE), counted in the standings' T column.
  { key: 'tie', label: 'Tie' },
];

/** Points awarded per result; presets fill the numbers in one click. */
export function PointsSystemEditor({ value, onChange }: { value: PointsSystem; onChange: (v: PointsSystem) => void }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Points system</legend>
      <div className="mb-3 flex flex-wrap gap-2">
        {POINTS_PRESETS.map((p) => (
          <Button key={p.label} type="button" size="sm" variant="secondary" onClick={() => onChange(p.value)}>
            {p.label}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-4 gap-2">
        {FIELDS.map((f) => (
          <div key={f.key} className="flex flex-col gap-1">
            <Label htmlFor={`pts-${f.key}`} className="text-xs">
              {f.label}
            </Label>
            <Input
              id={`pts-${f.key}`}
              type="number"
              min={0}
              max={10}
              inputMode="numeric"
              className="h-9"
              value={value[f.key] ?? 0}
              onChange={(e) => onChange({ ...value, [f.key]: Math.max(0, Math.min(10, Number(e.target.value) || 0)) })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
