import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { parseApiFailure, signIn } from '../api/sign-in';
import { lazyResolver, preloadFormValidation, type SignInValues } from '../lib/lazy-resolver';
import { useAuthForm } from '../lib/use-auth-form';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';

/**
 * On success the page is reloaded at `next`, so every screen starts with the new session. Without
 * JavaScript the browser posts the same form itself and the server answers with a redirect.
 */
export function SignInForm({ next }: { next: string }) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm<SignInValues>(lazyResolver('signIn'));

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
    <form
      method="post"
      action="/api/login"
      onSubmit={onSubmit}
      onFocus={preloadFormValidation}
      noValidate
      className="grid gap-4"
      aria-label="Sign in"
    >
      <input type="hidden" name="next" value={next} />
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
