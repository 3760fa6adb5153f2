import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { validators } from '#client/features/auth/lib/form-validation';
import { LoginBody, RegisterBody } from '#shared/schemas/auth';

// The sign-in forms dropped react-hook-form (first-load budget, docs/performance.md): their checks
// must still give the messages and values its zod resolver gave.
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const SCHEMAS = { signIn: LoginBody.omit({ next: true }), register: RegisterBody.omit({ next: true }) };
const asBefore = async (form: keyof typeof SCHEMAS, values: Record<string, string>) => {
  const r = await zodResolver(SCHEMAS[form] as typeof SCHEMAS.register)(values as never, undefined, options);
  const errors = Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, (v as { message: string }).message]));
  return Object.keys(errors).length ? { errors } : { values: r.values };
};

const SIGN_IN = [
  { email: '', password: '' },
  { email: 'not-an-address', password: 'x' },
  { email: ' Fan@Example.com ', password: 'secret' },
  { email: 'fan@example.com', password: 'p'.repeat(201) },
];
const REGISTER = [
  { email: '', password: '', firstName: '', lastName: '' },
  { email: 'a@b.co', password: 'short', firstName: '  ', lastName: 'Skater' },
  { email: 'a@b.co', password: '        ', firstName: 'Riley', lastName: '' },
  { email: ' Riley@Example.com', password: 'long enough words', firstName: ' Riley ', lastName: 'Skater ' },
];

describe('the sign-in forms’ checks', () => {
  it.each(SIGN_IN)('sign in %o: the same messages and values as the zod resolver', async (values) => {
    expect(validators.signIn(values)).toEqual(await asBefore('signIn', values));
  });

  it.each(REGISTER)('register %o: the same messages and values as the zod resolver', async (values) => {
    expect(validators.register(values)).toEqual(await asBefore('register', values));
  });

  it('names each invalid field once, with its first message', () => {
    expect(validators.register({ email: '', password: '', firstName: '', lastName: '' }).errors).toEqual({
      email: expect.any(String),
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
});
