import { useState } from 'react';
import type { Team } from '#shared/schemas/team';
import { Combobox, type ComboboxOption } from '#client/components/ui/combobox';
import { useDebounced } from '#client/lib/use-debounced';
import { useTeamSearch } from '../api/search-teams';
import { useTeamOption } from '../api/get-team-option';

type Props = { value: string; onChange: (teamId: string) => void; className?: string };

const toOption = (t: Team): ComboboxOption => ({
  value: String(t.id),
  label: t.name,
  description: [t.city, t.league?.name].filter(Boolean).join(' · '),
});

/**
 * The players filter's team: searched on the server as you type (200 ms debounce), so it works
 * the same with 365 or 25,000 teams. A preselected ?team= shows its name from /api/teams/{id}.
 */
export function TeamPicker({ value, onChange, className }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 200);
  // Nothing is fetched until the visitor opens the picker (text is '' then, so it loads the first teams).
  const [used, setUsed] = useState(false);
  const results = useTeamSearch(search, used);
  const selected = useTeamOption(value);
  const chosen = value && selected.data ? { value, label: selected.data.name } : null;

  return (
    <>
      {/* Without JavaScript the form keeps the team it was opened with (?team=), ADR 0030. */}
      <input type="hidden" name="team" value={value} />
      <Combobox
        id="player-team"
        label="Team"
        className={className}
        selected={chosen}
        onSelect={onChange}
        text={text}
        onTextChange={(t) => {
          setUsed(true);
          setText(t);
        }}
        options={(results.data?.items ?? []).map(toOption)}
        total={results.data?.total}
        loading={results.isFetching || text.trim() !== search}
        isError={results.isError}
        placeholder={value && selected.isLoading ? 'Loading team…' : 'All teams'}
        noun="teams"
      />
    </>
  );
}
