import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

// A scorekeeper's game (issue 27): private to the session; the page names the game once it has loaded.
export const scoreGameRoute = defineRoute({
  id: 'scoreGame',
  paths: ['score/:id'],
  page: 'features/scorekeeper/pages/score-game-page.tsx',
  link: (gameId: number) => `/score/${gameId}`,
  cache: 'private',
  title: titled('Scorekeeper'),
  noindex: true,
});
