import { cloneElement, useId, type ReactElement } from 'react';
import { FieldError, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };

/** Label + control + message, wired for screen readers; the control gets the id. */
export function Field({
  label,
  error,
  required,
  className,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const errId = `${id}-error`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errId : undefined,
        'aria-required': required || undefined,
      })}
      <div id={errId}>
        <FieldError message={error} />
      </div>
    </div>
  );
}
