import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const field =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-rink-500 focus:outline-none focus:ring-2 focus:ring-rink-500/30 disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(field, className)} {...props} />;
}

/** Native select: accessible and phone-friendly by default. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(field, 'pr-8', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'h-auto min-h-24 py-2 font-mono text-xs', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}

export function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-xs font-medium text-red-600">
      {message}
    </p>
  );
}
