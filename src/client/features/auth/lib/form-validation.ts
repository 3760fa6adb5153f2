import type { z } from 'zod';
import { LoginBody, RegisterBody } from '#shared/schemas/auth';
import type { Validation } from './use-auth-form';

/** A form's values checked by a schema: its parsed values, or each field's first message. */
const validator =
  <S extends z.ZodType>(schema: S) =>
  (values: Record<string, string>): Validation<z.output<S>> => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { errors };
  };

/** The server's own rules for the two forms (minus `next`, which the page supplies). */
export const validators = {
  signIn: validator(LoginBody.omit({ next: true })),
  register: validator(RegisterBody.omit({ next: true })),
};
