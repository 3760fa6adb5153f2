import { titled } from '../head-text';
import { withQuery, type LinkQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const playersRoute = defineRoute({
  id: 'players',
  paths: ['players'],
  page: 'features/players/pages/players-page.tsx',
  link: (query?: LinkQuery) => withQuery('/players', query),
  cache: 'shared',
  title: titled('Hockey Players'),
  description: 'Find hockey players by name, team, country and position: height, weight, age and season statistics.',
});
