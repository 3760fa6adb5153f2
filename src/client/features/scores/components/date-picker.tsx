import { format, startOfMonth } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { parseDateOnly } from '../../../../shared/domain/format';
import { MonthCalendar } from './month-calendar';

type Props = { date: string; today: string; onSelect: (date: string) => void };

/** The date button opens a month calendar with the §9 year dropdown; picking a day closes it. */
export function DatePicker({ date, today, onSelect }: Props) {
  const current = parseDateOnly(date) ?? new Date();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => startOfMonth(current));

  return (
    <Popover.Root open={open} onOpenChange={(next) => { setOpen(next); if (next) setMonth(startOfMonth(current)); }}>
      <Popover.Trigger asChild>
        <button type="button" aria-label={`Choose date, ${format(current, 'EEEE, MMMM d, yyyy')}`}
          className="inline-flex h-10 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rink-500 sm:flex-none sm:px-4">
          <CalendarDays className="size-4 shrink-0 text-rink-600" aria-hidden="true" />
          <span className="truncate sm:hidden">{format(current, 'EEE, MMM d, yyyy')}</span>
          <span className="hidden sm:inline">{format(current, 'EEEE, MMMM d, yyyy')}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="center" sideOffset={8} aria-label="Date picker"
          className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none">
          <MonthCalendar month={month} selected={date} today={today} onMonthChange={setMonth}
            onSelect={(value) => { onSelect(value); setOpen(false); }} />
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
