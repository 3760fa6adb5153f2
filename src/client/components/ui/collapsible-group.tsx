import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Props = {
  title: ReactNode;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rendered only while open, so a closed group costs no request. */
  children: ReactNode;
  highlight?: boolean;
  id?: string;
  /** Heading level: 2 for top-level groups, 3 when nested. */
  level?: 2 | 3;
};

/** A group heading (title + member count) that expands to show its members (§4 collapsible groups). */
export function CollapsibleGroup({ title, count, open, onOpenChange, children, highlight, id, level = 2 }: Props) {
  const panelId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className={cn('overflow-hidden rounded-xl border bg-white shadow-sm', highlight ? 'border-rink-400' : 'border-slate-200')}
    >
      <Heading className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          className="flex w-full items-center gap-3 px-4 py-3 text-left text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px]"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 text-slate-500 transition-transform', open ? '' : '-rotate-90')} />
          <span className="min-w-0 flex-1 truncate">{title}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-slate-600">
            {count.toLocaleString('en-US')}
          </span>
        </button>
      </Heading>
      {open && (
        <div id={panelId} className="border-t border-slate-100 p-3 sm:p-4">
          {children}
        </div>
      )}
    </section>
  );
}
