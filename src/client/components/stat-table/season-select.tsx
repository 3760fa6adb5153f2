import { Label, Select } from '../ui/input';

type SeasonOption = { id: number; name: string };

/** Picks the season a stats table shows; the value the answer named is selected until the visitor picks. */
export function SeasonSelect({
  id,
  seasons,
  value,
  onChange,
  disabled,
}: {
  id: string;
  seasons: readonly SeasonOption[];
  value: number | null;
  onChange: (seasonId: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        Season
      </Label>
      <Select
        id={id}
        value={value ?? ''}
        disabled={disabled || seasons.length === 0}
        onChange={(e) => e.target.value && onChange(Number(e.target.value))}
        className="h-9 w-auto min-w-0 max-w-full sm:min-w-56"
      >
        {value === null && <option value="">Latest season</option>}
        {seasons.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
