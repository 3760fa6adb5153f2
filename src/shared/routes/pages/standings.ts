import { titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const standingsRoute = defineRoute({
  id: 'standings',
  paths: ['standings'],
  page: 'features/standings/pages/standings-page.tsx',
  link: (query?: { league?: number; year?: string | null; type?: string | null }) => withQuery('/standings', query),
  cache: 'shared',
  title: titled('Standings'),
});
