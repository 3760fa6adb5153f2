import { ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftDateOnly } from '#shared/domain/dates/format';
import type { League } from '#shared/schemas/league';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { DatePicker } from './date-picker';

type Props = {
  date: string;
  today: string;
  leagueId: number | null;
  leagues: League[];
  onChange: (patch: { date?: string; leagueId?: number | null }) => void;
};

/** Previous/next day around the picker, and the league filter (All Leagues or one). */
export function ScoresToolbar({ date, today, leagueId, leagues, onChange }: Props) {
  const go = (days: number) => onChange({ date: shiftDateOnly(date, days) ?? date });
  // The default league may not be loaded yet: keep the select on its id (not jumping to All) and say so,
  // never show the bare id as a name.
  const hasSelected = leagueId === null || leagues.some((l) => l.id === leagueId);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="icon" aria-label="Previous day" onClick={() => go(-1)}>
          <ChevronLeft />
        </Button>
        <DatePicker date={date} today={today} onSelect={(d) => onChange({ date: d })} />
        <Button variant="secondary" size="icon" aria-label="Next day" onClick={() => go(1)}>
          <ChevronRight />
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="league-filter" className="shrink-0 text-sm font-medium text-slate-700">
          League
        </label>
        <Select
          id="league-filter"
          value={leagueId === null ? 'all' : String(leagueId)}
          className="md:w-72"
          onChange={(e) => onChange({ leagueId: e.target.value === 'all' ? null : Number(e.target.value) })}
        >
          <option value="all">All Leagues</option>
          {!hasSelected && <option value={String(leagueId)}>{leagues.length ? 'Unknown league' : 'Loading leagues…'}</option>}
          {leagues.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
