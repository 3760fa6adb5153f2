import { compareLevels, levelLabel } from '#shared/domain/directory/levels';
import { compareLeagues } from '#shared/domain/directory/league-order';
import { isCurrentYear, SEASON_TYPE_LABELS, SEASON_TYPES, seasonYearLabel, standingsYears } from '#shared/domain/standings/seasons';
import type { League } from '#shared/schemas/league';
import { Badge } from '#client/components/ui/badge';
import { Label, Select } from '#client/components/ui/input';
import type { Selection } from '../lib/use-standings-selection';

type Props = {
  leagues: League[];
  selection: Selection;
  onChange: (key: keyof Selection, value: string | number | null) => void;
};

function Field({ id, label, badge, children }: { id: string; label: string; badge?: React.ReactNode; children: React.ReactNode }) {
  return (
    // Phones: label beside the select, so four selectors fit in one short block at full width.
    <div className="grid min-w-0 grid-cols-[4rem_minmax(0,1fr)] items-center gap-2 sm:flex sm:flex-col sm:items-stretch sm:gap-1.5">
      <div className="flex items-center gap-2 sm:h-5">
        <Label htmlFor={id}>{label}</Label>
        <span className="hidden sm:inline-flex">{badge}</span>
      </div>
      {children}
    </div>
  );
}

/** §2.13 reading B: level → league → year → season type; each depends on the one before it. */
export function StandingsSelectors({ leagues, selection, onChange }: Props) {
  const levels = [...new Set(leagues.map((l) => l.level))].sort(compareLevels);
  const levelLeagues = leagues.filter((l) => l.level === selection.level).sort((a, b) => compareLeagues(a, b));
  const years = [...standingsYears()].reverse();
  const currentBadge = selection.year !== null && isCurrentYear(selection.year) ? <Badge tone="green">Current</Badge> : null;

  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-2 sm:gap-3 sm:p-4 lg:grid-cols-4">
      <Field id="standings-level" label="Level">
        <Select id="standings-level" value={selection.level ?? ''} onChange={(e) => onChange('level', e.target.value || null)}>
          <option value="">Select a Level</option>
          {levels.map((l) => (
            <option key={l} value={l}>
              {levelLabel(l)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="standings-league" label="League">
        <Select
          id="standings-league"
          value={selection.leagueId ?? ''}
          disabled={!selection.level}
          onChange={(e) => onChange('leagueId', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Select a League</option>
          {levelLeagues.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="standings-year" label="Year" badge={currentBadge}>
        <Select
          id="standings-year"
          value={selection.year ?? ''}
          disabled={selection.leagueId === null}
          onChange={(e) => onChange('year', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Select a Year</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {/* The value stays the start year (?year=2026); the reader sees the season it names, 2026-27. */}
              {isCurrentYear(y) ? `${seasonYearLabel(y)} (Current)` : seasonYearLabel(y)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="standings-type" label="Season">
        <Select
          id="standings-type"
          value={selection.type ?? ''}
          disabled={selection.year === null}
          onChange={(e) => onChange('type', e.target.value || null)}
        >
          <option value="">Select a Season</option>
          {SEASON_TYPES.map((t) => (
            <option key={t} value={t}>
              {SEASON_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
