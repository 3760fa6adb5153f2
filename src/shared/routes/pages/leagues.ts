import { titled } from '../head-text';
import { withQuery, type LinkQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const leaguesRoute = defineRoute({
  id: 'leagues',
  paths: ['leagues'],
  page: 'features/leagues/pages/leagues-page.tsx',
  link: (query?: LinkQuery) => withQuery('/leagues', query),
  cache: 'shared',
  title: titled('Hockey Leagues'),
});
