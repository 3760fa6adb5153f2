import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { parseApiFailure, signIn } from '../api/sign-in';
import { lazyResolver, preloadFormValidation, type SignInValues } from '../lib/lazy-resolver';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';

/** On success the page is reloaded at `next`, so every screen starts with the new session. */
export function SignInForm({ next }: { next: string }) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: lazyResolver('signIn') });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await signIn({ ...body, next });
      window.location.assign(next);
    } catch (err) {
      const f = parseApiFailure(err);
      for (const [name, message] of Object.entries(f.fields)) if (name === 'email' || name === 'password') setError(name, { message });
      setFailure(f.message);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadFormValidation} noValidate className="grid gap-4" aria-label="Sign in">
      <FormAlert message={failure} />
      <AuthField id="signin-email" label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <AuthField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
