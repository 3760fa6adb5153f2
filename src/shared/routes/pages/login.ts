import { titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

// Pre-rendered like the public pages: its forms post without JavaScript (ADR 0030); only `?next=` decides
// where sign-in leads on the server, the referrer only in the browser.
export const loginRoute = defineRoute({
  id: 'login',
  paths: ['api/login'],
  page: 'features/auth/pages/login-page.tsx',
  link: (next?: string) => withQuery('/api/login', { next }),
  cache: 'shared',
  title: titled('Sign In'),
  noindex: true,
});
