import { ChevronsUpDown, Loader2, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { stepIndex } from '../../lib/list-navigation';
import { ComboboxList, type ComboboxOption } from './combobox-list';
import { Label } from './input';

export type { ComboboxOption };

type Props = {
  id: string;
  label: string;
  /** The chosen option (null = no filter); its label fills the box whenever the visitor is not typing. */
  selected: ComboboxOption | null;
  onSelect: (value: string) => void;
  /** What the visitor typed; the parent debounces it into a server search and passes `options` back. */
  text: string;
  onTextChange: (text: string) => void;
  options: ComboboxOption[];
  total?: number;
  loading?: boolean;
  isError?: boolean;
  placeholder: string;
  noun: string;
  className?: string;
};

/**
 * A searchable select for lists too long for <select> (25k teams): an ARIA 1.2 combobox whose
 * options come from the server. Arrows move the highlight, Enter picks, Escape closes and puts
 * the chosen name back; the × clears the choice.
 */
export function Combobox({
  id,
  label,
  selected,
  onSelect,
  text,
  onTextChange,
  options,
  total,
  loading,
  isError,
  placeholder,
  noun,
  className,
}: Props) {
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  function close() {
    setOpen(false);
    setTyping(false);
    setActive(-1);
  }
  function pick(value: string) {
    onSelect(value);
    onTextChange('');
    close();
    // Focus stays in the box: select the new name (once rendered) so typing starts a new search.
    requestAnimationFrame(() => input.current?.select());
  }
  function show() {
    setOpen(true);
    // On a phone the on-screen keyboard takes half the screen: bring the box to the top so the
    // options below it stay visible (scroll-margin clears the sticky site header).
    if (window.matchMedia('(max-width: 639px)').matches) input.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // Opening starts a fresh search (the list shows the first teams) rather than filtering by the chosen name.
    if (!typing) onTextChange('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      setActive((i) => stepIndex(i, e.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (e.key === 'Enter' && open) {
      // Enter inside the list picks; it must not also submit the surrounding filter form.
      e.preventDefault();
      const hit = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (hit) pick(hit.value);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  }

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={typing ? text : (selected?.label ?? '')}
          onChange={(e) => {
            onTextChange(e.target.value);
            setTyping(true);
            setOpen(true);
            setActive(-1);
          }}
          // Selecting the chosen name lets the first key press replace it with a new search.
          onFocus={(e) => e.target.select()}
          onClick={(e) => {
            if (!open) {
              e.currentTarget.select();
              show();
            }
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="h-10 w-full scroll-mt-20 truncate rounded-lg border border-slate-300 bg-white pl-3 pr-16 text-sm text-slate-900 placeholder:text-slate-500 focus:border-rink-500 focus:outline-none focus:ring-2 focus:ring-rink-500/30"
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {loading && open && <Loader2 aria-hidden="true" className="mr-1 size-4 animate-spin text-slate-400" />}
          {selected && !typing ? (
            <button
              type="button"
              aria-label={`Clear ${label.toLowerCase()}`}
              title={`Clear ${label.toLowerCase()}`}
              onClick={() => {
                pick('');
                input.current?.focus();
              }}
              className="grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-rink-500"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <ChevronsUpDown aria-hidden="true" className="pointer-events-none mr-2 size-4 text-slate-400" />
          )}
        </div>
        <ComboboxList
          listId={listId}
          label={label}
          open={open}
          options={options}
          active={active}
          selectedValue={selected?.value}
          optionId={optionId}
          loading={loading}
          isError={isError}
          text={typing ? text.trim() : ''}
          noun={noun}
          total={total}
          onPick={pick}
          onHover={setActive}
        />
      </div>
    </div>
  );
}
