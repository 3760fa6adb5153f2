import { useId, useState } from 'react';
import { FieldError, Input, Label, Select } from '#client/components/ui/input';
import { useVenues } from '../api/venues';

/** Venue (facility) choice among thousands: a search box narrows the list; the current one stays. */
export function VenueSelect({
  label,
  value,
  onChange,
  current,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  current?: { id: number; name: string } | null;
  error?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const { data } = useVenues(search.trim());
  const options = [...(data ?? [])];
  if (current && !options.some((v) => v.id === current.id)) options.unshift({ id: current.id, name: current.name, city: null });
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        type="search"
        aria-label={`Find ${label.toLowerCase()}`}
        placeholder="Type to find a venue…"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="h-9"
      />
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined}>
        <option value="">No venue</option>
        {options.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
            {v.city ? ` — ${v.city}` : ''}
          </option>
        ))}
      </Select>
      <FieldError message={error} />
    </div>
  );
}
