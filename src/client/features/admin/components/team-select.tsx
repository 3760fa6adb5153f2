import { useId, useState } from 'react';
import { FieldError, Input, Label, Select } from '#client/components/ui/input';
import { useTeamOptions } from '../api/teams';

/**
 * Picking one of up to 25k teams: with a league the select lists that league's teams; otherwise
 * a search box narrows the list to 50 matches. The current choice always stays selectable.
 */
export function TeamSelect({
  label,
  value,
  onChange,
  leagueId,
  current,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  leagueId?: number | null;
  current?: { id: number; name: string } | null;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useTeamOptions({ leagueId, search: leagueId ? undefined : search.trim() });
  const options = [...(data ?? [])];
  if (current && !options.some((t) => t.id === current.id)) options.unshift({ ...current } as (typeof options)[number]);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {!leagueId && (
        <Input
          type="search"
          aria-label={`Find ${label.toLowerCase()}`}
          placeholder="Type to find a team…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="h-9"
        />
      )}
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-busy={isFetching || undefined}
      >
        <option value="">{required ? 'Select team' : 'No team'}</option>
        {options.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.city && !t.name.includes(t.city) ? ` (${t.city})` : ''}
          </option>
        ))}
      </Select>
      <FieldError message={error} />
    </div>
  );
}
