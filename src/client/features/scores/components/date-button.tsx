import { formatDate } from '#shared/domain/dates/date-pattern';
import { CalendarDays } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The scores toolbar's date: the day in full, shortened on phones (its name follows). Opens the date picker. */
export function DateButton({ day, ...props }: ComponentProps<'button'> & { day: Date }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      className="inline-flex h-10 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rink-500 sm:flex-none sm:px-4"
    >
      <CalendarDays className="size-4 shrink-0 text-rink-600" aria-hidden="true" />
      {/* The name is the visible date (WCAG 2.5.3: a voice user says what they see), after a hidden verb. */}
      <span className="sr-only">Choose date, </span>
      <span className="truncate sm:hidden">{formatDate(day, 'EEE, MMM d, yyyy')}</span>
      <span className="hidden sm:inline">{formatDate(day, 'EEEE, MMMM d, yyyy')}</span>
    </button>
  );
}
