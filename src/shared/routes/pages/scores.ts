import { titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const scoresRoute = defineRoute({
  id: 'scores',
  paths: ['scores'],
  page: 'features/scores/pages/scores-page.tsx',
  link: (query?: { league?: number | 'all'; date?: string }) => withQuery('/scores', query),
  cache: 'shared',
  title: titled('Scores'),
});
