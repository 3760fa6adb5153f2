import { lazy, Suspense, useState } from 'react';
import { parseDateOnly } from '#shared/domain/dates/format';
import { DateButton } from './date-button';

const loadPopover = () => import('./date-picker-popover');
const DatePickerPopover = lazy(loadPopover);
const preloadPopover = () => {
  void loadPopover();
};

type Props = { date: string; today: string; onSelect: (date: string) => void };

/**
 * The date button; its calendar (Radix Popover with its positioning engine, ~20 kB gzip) loads on
 * first use, not with the scores page. Pointing at or focusing the button starts the download, so
 * it has usually arrived by the click.
 */
export function DatePicker({ date, today, onSelect }: Props) {
  const day = parseDateOnly(date) ?? new Date();
  const [used, setUsed] = useState(false);
  const button = <DateButton day={day} onPointerEnter={preloadPopover} onFocus={preloadPopover} onClick={() => setUsed(true)} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <DatePickerPopover day={day} date={date} today={today} onSelect={onSelect} />
    </Suspense>
  );
}
