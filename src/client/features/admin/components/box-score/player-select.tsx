import { Select } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

export type PlayerOption = { id: number; label: string; goalie: boolean };

/**
 * A native select of one team's dressed players: reachable by Tab, opened with Alt+Down or Space,
 * and typing a number or name jumps to it, so a whole scoresheet is entered from the keyboard.
 */
export function PlayerSelect({
  label,
  value,
  options,
  onChange,
  optional,
  invalid,
  className,
}: {
  label: string;
  value: number | null;
  options: readonly PlayerOption[];
  onChange: (id: number | null) => void;
  optional?: string;
  invalid?: boolean;
  className?: string;
}) {
  return (
    <Select
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      className={cn('h-9 min-w-0', invalid && 'border-red-400', className)}
    >
      <option value="">{optional ?? 'Pick a player'}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
