import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { parseApiFailure, register as registerAccount } from '../api/sign-in';
import { lazyResolver, preloadFormValidation, type RegisterValues } from '../lib/lazy-resolver';
import { useAuthForm } from '../lib/use-auth-form';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';

const FIELDS = ['email', 'password', 'firstName', 'lastName'] as const;

export function RegisterForm({ next }: { next: string }) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm<RegisterValues>(lazyResolver('register'));

  const onSubmit = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await registerAccount({ ...body, next });
      window.location.assign(next);
    } catch (err) {
      const f = parseApiFailure(err);
      for (const name of FIELDS) if (f.fields[name]) setError(name, { message: f.fields[name] });
      setFailure(f.message);
    }
  });

  return (
    <form
      method="post"
      action="/api/register"
      onSubmit={onSubmit}
      onFocus={preloadFormValidation}
      noValidate
      className="grid gap-4"
      aria-label="Create account"
    >
      <input type="hidden" name="next" value={next} />
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          id="reg-first"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <AuthField id="reg-last" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <AuthField id="reg-email" label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <AuthField
        id="reg-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-2 text-xs text-slate-500">At least 8 characters and hard to guess: several uncommon words work well.</p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
