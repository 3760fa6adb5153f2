import { CheckCircle2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { loginErrorMessage } from '#shared/auth/login-errors';
import { safeNext } from '#shared/auth/safe-next';
import { Button } from '#client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useUser } from '#client/lib/session';
import { nextPath } from '../api/sign-in';
import { FormAlert } from '../components/form-alert';
import { LogoutForm } from '../components/logout-form';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

const PERKS = [
  'Maintain facilities, teams, players and games',
  'Keep results and standings current',
  'Free for fans, clubs and organisers',
];

const otherTab = (tab: 'signin' | 'register', next: string) =>
  `/api/login?${new URLSearchParams({ ...(tab === 'signin' ? { tab: 'register' } : {}), next })}`;

/**
 * /api/login: sign-in and register in the site's look; ?tab=register opens the second tab, ?error=
 * shows the message of a known error code from the server (never the parameter's own text).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const { user } = useUser();
  // The server renders this page too (it works without JavaScript): there only ?next= is known.
  const next = typeof document === 'undefined' ? safeNext(params.get('next')) : nextPath(params, document.referrer, window.location.origin);
  const tab = params.get('tab') === 'register' ? 'register' : 'signin';
  const error = loginErrorMessage(params.get('error'));

  return (
    <div className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-2xl lg:grid-cols-[1fr_1.1fr]">
        <aside className="hidden flex-col justify-between bg-[radial-gradient(circle_at_top_left,var(--color-rink-700),var(--color-navy-950))] p-10 text-white lg:flex">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-rink-300">Hockey Directory</p>
            <p className="mt-3 text-3xl font-black leading-tight">Your account for the global hockey hub.</p>
          </div>
          <ul className="space-y-3 text-sm text-slate-200">
            {PERKS.map((p) => (
              <li key={p} className="flex gap-2">
                <CheckCircle2 className="size-5 shrink-0 text-emerald-400" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </aside>
        <section className="p-6 sm:p-10">
          <h1 className="text-2xl font-extrabold text-slate-900">Sign in or create an account</h1>
          <p className="mt-1 text-sm text-slate-600">Browsing is open to everyone; an account lets you maintain data.</p>
          {user ? (
            <div className="mt-6 space-y-4">
              <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
                You are signed in as <strong>{user.email}</strong>.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button asChild>
                  <a href={next}>Continue</a>
                </Button>
                <Button asChild variant="secondary">
                  <LogoutForm>Log out</LogoutForm>
                </Button>
              </div>
            </div>
          ) : (
            <Tabs defaultValue={tab} className="mt-6">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              {error && (
                <div className="mt-5">
                  <FormAlert message={error} />
                </div>
              )}
              <TabsContent value="signin" className="mt-4">
                <SignInForm next={next} />
              </TabsContent>
              <TabsContent value="register" className="mt-4">
                <RegisterForm next={next} />
              </TabsContent>
              {/* The tabs are buttons, which need the app; without JavaScript the other form is a page of its own. */}
              <noscript>
                <p className="mt-4 text-center text-sm text-slate-600">
                  <a className="font-semibold text-rink-700 underline" href={otherTab(tab, next)}>
                    {tab === 'register' ? 'Have an account? Sign in' : 'No account yet? Register'}
                  </a>
                </p>
              </noscript>
            </Tabs>
          )}
        </section>
      </div>
    </div>
  );
}
