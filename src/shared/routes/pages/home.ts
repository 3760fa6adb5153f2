import { SITE_NAME } from '../head-text';
import { defineRoute } from '../route-descriptor';

// `/` switches between the landing and the signed-in home by auth state.
export const homeRoute = defineRoute({
  id: 'home',
  paths: [''],
  page: 'features/marketing/pages/home-switch.tsx',
  link: () => '/',
  cache: 'shared',
  title: `${SITE_NAME} — rinks, leagues, teams, players, scores and standings`,
  jsonLd: (origin) => [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` }],
});
