import { startOfMonth } from 'date-fns';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DateButton } from './date-button';
import { MonthCalendar } from './month-calendar';

type Props = { day: Date; date: string; today: string; onSelect: (date: string) => void };

/** The date button with its month calendar (§9 year dropdown); picking a day closes it. Opens at once. */
export default function DatePickerPopover({ day, date, today, onSelect }: Props) {
  const [open, setOpen] = useState(true);
  const [month, setMonth] = useState(() => startOfMonth(day));

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setMonth(startOfMonth(day));
      }}
    >
      <Popover.Trigger asChild>
        <DateButton day={day} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="center"
          sideOffset={8}
          aria-label="Date picker"
          className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
        >
          <MonthCalendar
            month={month}
            selected={date}
            today={today}
            onMonthChange={setMonth}
            onSelect={(value) => {
              onSelect(value);
              setOpen(false);
            }}
          />
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
