import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" data-testid="skeleton" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}

/**
 * A grey bar exactly as big as `children` set in the surrounding font: skeleton cards mirror the
 * real card's markup with representative text, so they wrap and measure like it (no layout shift).
 */
export function SkeletonText({ children, className }: { children: ReactNode; className?: string }) {
  // inert: placeholder words are neither read out nor checked for contrast (they are invisible by design).
  return (
    <span
      inert
      aria-hidden="true"
      className={cn('animate-pulse rounded bg-slate-200 text-transparent [box-decoration-break:clone]', className)}
    >
      {children}
    </span>
  );
}

/** The collapsible group heading's placeholder: the same 46 px as CollapsibleGroup's button row. */
export function GroupHeadingSkeletons({ count, label = 'Loading groups' }: { count: number; label?: string }) {
  return (
    <div role="status" className="space-y-2" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton"
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
        >
          <SkeletonText className="min-w-0 flex-1 font-semibold">Group name</SkeletonText>
          <SkeletonText className="px-2 py-0.5 text-xs font-semibold">000</SkeletonText>
        </div>
      ))}
    </div>
  );
}
