import type { Resolver } from 'react-hook-form';
import type { LoginBody, RegisterBody } from '#shared/schemas/auth';

export type SignInValues = Omit<LoginBody, 'next'>;
export type RegisterValues = Omit<RegisterBody, 'next'>;
type Values = { signIn: SignInValues; register: RegisterValues };

// zod is ~30 kB gzip: the sign-in page loads it when a field is first focused (or at the latest on
// submit), not with the page, so the page stays within the first-load budget (issue #9).
const load = () => import('./form-validation');
export const preloadFormValidation = () => {
  void load();
};

/** A react-hook-form resolver that validates with the shared schema once it has loaded. */
export function lazyResolver<F extends keyof Values>(form: F): Resolver<Values[F]> {
  return async (values, context, options) => {
    const { resolvers } = await load();
    return (resolvers[form] as unknown as Resolver<Values[F]>)(values, context, options);
  };
}
