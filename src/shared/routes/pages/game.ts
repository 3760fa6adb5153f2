import { formatLongDate, formatShortDate } from '../../domain/dates/date-only';
import type { Game } from '../../schemas/game';
import { sentence, titled } from '../head-text';
import { defineRoute, recordHead } from '../route-descriptor';
import { breadcrumbs, gameLd, gameResult } from '../structured-data';

export const gameRoute = defineRoute({
  id: 'game',
  // `/games/{id}` is an alias: same page, canonical `/game/{id}`.
  paths: ['game/:id', 'games/:id'],
  page: 'features/games/pages/game-page.tsx',
  link: (id: number) => `/game/${id}`,
  cache: 'shared',
  record: {
    kind: 'Game',
    // The game page reads its game under the id as the address spells it (gameQueryOptions takes the text).
    read: (id) => `/api/games/${id}`,
    title: (g: Game) => titled(`${g.awayTeam.name} at ${g.homeTeam.name}`, formatShortDate(g.gameDate)),
  },
});

export const gameHead = recordHead(gameRoute, (g, origin, links) => {
  const matchup = `${g.awayTeam.name} at ${g.homeTeam.name}`;
  return {
    canonicalPath: gameRoute.link(g.id),
    ogType: 'article',
    description: sentence(
      `${matchup}, ${formatLongDate(g.gameDate)}`,
      g.league?.name && `(${g.league.name})`,
      g.venue?.name && `at ${g.venue.name}.`,
      g.status === 'final' ? `${gameResult(g)}.` : `Status: ${g.status}.`,
    ),
    jsonLd: [
      gameLd(origin, g, links),
      breadcrumbs(origin, [
        ['Home', links.home()],
        ['Scores', links.scores()],
        [matchup, gameRoute.link(g.id)],
      ]),
    ],
  };
});
