import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * WAI-ARIA tabs with Radix Tabs' markup and behaviour (roles, ids, data-state, roving focus with
 * arrows/Home/End, automatic activation, inactive panels unmounted) in ~1 kB: Radix Tabs and its
 * roving-focus/collection/presence helpers cost ~9 kB gzip on every directory page.
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('Tabs parts must be inside <Tabs>');
  return ctx;
}

const idFor = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs();
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    if (!NAV_KEYS.has(e.key) || e.defaultPrevented) return;
    const list = e.currentTarget;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')].filter(
      (t) => t.closest('[role="tablist"]') === list,
    );
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || tabs.length === 0) return;
    e.preventDefault();
    // Arrows wrap around (Radix loops); focusing a tab selects it (automatic activation).
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : (at + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    tabs[next].focus();
    select(tabs[next].dataset.value ?? '');
  };
  return (
    // Tabs wrap to a second row where they do not fit (a 320 px phone): a sideways-scrolling strip hid the last
    // tab ("Fun Facts") with nothing saying it was there (issue 28 item 10).
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={onKey}
      className={cn('flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={idFor(tabs.baseId, 'content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-value={value}
      tabIndex={active ? 0 : -1}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        'whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  // Like Radix without forceMount: an inactive panel is not rendered, so it costs no requests.
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, 'content', value)}
      aria-labelledby={idFor(tabs.baseId, 'trigger', value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
