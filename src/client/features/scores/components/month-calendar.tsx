import { addDays, addMonths, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { formatDate } from '#shared/domain/dates/date-pattern';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '#client/lib/cn';

/** §9: the picker's year dropdown. */
export const PICKER_YEARS = Array.from({ length: 11 }, (_, i) => 2020 + i);
const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

type Props = {
  month: Date;
  selected: string;
  today: string;
  onMonthChange: (month: Date) => void;
  onSelect: (date: string) => void;
};

/** One month as a 6-week grid; days are buttons labelled with the full date for screen readers. */
export function MonthCalendar({ month, selected, today, onMonthChange, onSelect }: Props) {
  const first = startOfWeek(startOfMonth(month));
  const days = Array.from({ length: 42 }, (_, i) => addDays(first, i));
  const year = month.getFullYear();
  const years = PICKER_YEARS.includes(year) ? PICKER_YEARS : [...PICKER_YEARS, year].sort((a, b) => a - b);

  return (
    <div className="w-72">
      <div className="mb-2 flex items-center gap-1">
        <button
          type="button"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
          className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rink-500"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <span className="flex-1 text-center text-sm font-semibold text-slate-900" aria-live="polite">
          {formatDate(month, 'MMMM')}
        </span>
        <label className="sr-only" htmlFor="picker-year">
          Year
        </label>
        <select
          id="picker-year"
          value={year}
          onChange={(e) => onMonthChange(new Date(Number(e.target.value), month.getMonth(), 1))}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-rink-500/40"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
          className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rink-500"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-0.5 text-center" role="group" aria-label={formatDate(month, 'MMMM yyyy')}>
        {WEEKDAYS.map((d) => (
          <div key={d} aria-hidden="true" className="py-1 text-[11px] font-semibold uppercase text-slate-500">
            {d}
          </div>
        ))}
        {days.map((day) => {
          const value = formatDate(day, 'yyyy-MM-dd');
          const isSelected = value === selected;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isSelected}
              aria-current={value === today ? 'date' : undefined}
              aria-label={formatDate(day, 'EEEE, MMMM d, yyyy')}
              onClick={() => onSelect(value)}
              className={cn(
                'h-9 rounded-md text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-rink-500',
                isSameMonth(day, month) ? 'text-slate-900 hover:bg-rink-50' : 'text-slate-400 hover:bg-slate-50',
                value === today && !isSelected && 'font-bold text-rink-700 ring-1 ring-inset ring-rink-300',
                isSelected && 'bg-rink-600 font-semibold text-white hover:bg-rink-700',
              )}
            >
              {day.getDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
