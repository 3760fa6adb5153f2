import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

export const scoreRoute = defineRoute({
  id: 'score',
  paths: ['score'],
  page: 'features/scorekeeper/pages/score-page.tsx',
  link: () => '/score',
  cache: 'private',
  title: titled('Score a Game'),
  noindex: true,
});
