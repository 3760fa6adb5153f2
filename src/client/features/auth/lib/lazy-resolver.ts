import type { LoginBody, RegisterBody } from '#shared/schemas/auth';
import type { Validation } from './use-auth-form';

export type SignInValues = Omit<LoginBody, 'next'>;
export type RegisterValues = Omit<RegisterBody, 'next'>;
type Values = { signIn: SignInValues; register: RegisterValues };

// zod is ~30 kB gzip: the sign-in page loads it when a field is first focused (or at the latest on
// submit), not with the page, so the page stays within the first-load budget (issue #9).
const load = () => import('./form-validation');
export const preloadFormValidation = () => {
  void load();
};

/** Validates a form with the shared schema once it has loaded. */
export function lazyResolver<F extends keyof Values>(form: F): (values: Record<string, string>) => Promise<Validation<Values[F]>> {
  return async (values) => {
    const { validators } = await load();
    return validators[form](values) as Validation<Values[F]>;
  };
}
