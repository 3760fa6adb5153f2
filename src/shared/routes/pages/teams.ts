import { titled } from '../head-text';
import { withQuery, type LinkQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const teamsRoute = defineRoute({
  id: 'teams',
  paths: ['teams'],
  page: 'features/teams/pages/teams-page.tsx',
  link: (query?: { league?: number; team?: number } & LinkQuery) => withQuery('/teams', query),
  cache: 'shared',
  title: titled('Hockey Teams'),
});
