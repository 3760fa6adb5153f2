import type { ComponentProps } from 'react';
import { FieldError, Input, Label } from '#client/components/ui/input';

type Props = ComponentProps<'input'> & { id: string; label: string; error?: string };

/** Label + input + message, wired with aria-invalid/aria-describedby so screen readers hear the error. */
export function AuthField({ id, label, error, ...input }: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 aria-invalid:border-red-500"
        {...input}
      />
      {error && (
        <div id={`${id}-error`}>
          <FieldError message={error} />
        </div>
      )}
    </div>
  );
}
