import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

export type ComboboxOption = { value: string; label: string; description?: string };

type Props = {
  listId: string;
  label: string;
  open: boolean;
  options: ComboboxOption[];
  active: number;
  selectedValue?: string;
  optionId: (i: number) => string;
  loading?: boolean;
  isError?: boolean;
  text: string;
  noun: string;
  /** How many match in all, when the server says (only the first few are listed). */
  total?: number;
  onPick: (value: string) => void;
  onHover: (i: number) => void;
};

type Status = Pick<Props, 'options' | 'loading' | 'isError' | 'text' | 'noun' | 'total'>;

function statusText({ options, loading, isError, text, noun, total = options.length }: Status) {
  if (isError) return `Could not load ${noun}. Try again.`;
  if (options.length === 0) return loading ? `Searching ${noun}…` : text ? `No ${noun} match “${text}”.` : `No ${noun}.`;
  const count = total.toLocaleString('en-US');
  if (!text) return `Type to search all ${count} ${noun}`;
  return total > options.length ? `${count} ${noun} match “${text}”: type more to narrow` : `${count} ${noun} match “${text}”`;
}

/**
 * The option panel under a Combobox. Mousedown is cancelled so a click picks before the input's
 * blur closes the panel; the status line doubles as a polite live region for screen readers.
 */
export function ComboboxList({ listId, label, open, options, active, selectedValue, optionId, onPick, onHover, ...status }: Props) {
  return (
    <div
      hidden={!open}
      onMouseDown={(e) => e.preventDefault()}
      className="absolute left-0 right-0 top-full z-30 mt-1 sm:right-auto sm:w-max sm:min-w-full sm:max-w-sm overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl shadow-navy-950/15"
    >
      <ul role="listbox" id={listId} aria-label={label} className="max-h-[min(20rem,50vh)] overflow-y-auto overscroll-contain p-1">
        {options.map((o, i) => (
          <li
            key={o.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => onPick(o.value)}
            onMouseMove={() => i !== active && onHover(i)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2',
              i === active && 'bg-rink-50 ring-1 ring-rink-200',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{o.label}</span>
              {o.description && <span className="block truncate text-xs text-slate-500">{o.description}</span>}
            </span>
            {o.value === selectedValue && (
              <>
                <Check aria-hidden="true" className="size-4 shrink-0 text-rink-600" />
                <span className="sr-only">(current)</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={cn('px-3 py-2 text-xs text-slate-500', options.length > 0 && 'border-t border-slate-100')}>
        {open ? statusText({ ...status, options }) : ''}
      </p>
    </div>
  );
}
