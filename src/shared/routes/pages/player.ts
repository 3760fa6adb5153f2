import { formatLongDate } from '../../domain/dates/date-only';
import { positionLabel } from '../../domain/directory/positions';
import type { Player } from '../../schemas/player';
import { place, sentence, titled } from '../head-text';
import { defineRoute, recordHead } from '../route-descriptor';
import { withArticle } from '../../domain/text/article';
import { breadcrumbs, playerLd } from '../structured-data';

export const playerRoute = defineRoute({
  id: 'player',
  paths: ['player/:id'],
  page: 'features/players/pages/player-page.tsx',
  link: (id: number) => `/player/${id}`,
  cache: 'shared',
  record: {
    kind: 'Player',
    read: (id) => `/api/players/${id}`,
    title: (p: Player) => titled(`${p.firstName} ${p.lastName}`, positionLabel(p.position), p.currentTeam?.name),
  },
});

export const playerHead = recordHead(playerRoute, (p, origin, links) => {
  const name = `${p.firstName} ${p.lastName}`;
  const born = place(p.birthCity, p.birthCountry?.name);
  return {
    canonicalPath: playerRoute.link(p.id),
    ogType: 'profile',
    image: p.imageUrl,
    description: sentence(
      `${name} is ${withArticle(positionLabel(p.position).toLowerCase())}`,
      p.currentTeam ? `for the ${p.currentTeam.name}.` : 'with no current team.',
      p.dateOfBirth && `Born ${formatLongDate(p.dateOfBirth)}${born ? ` in ${born}` : ''}.`,
    ),
    jsonLd: [
      playerLd(origin, p, links),
      breadcrumbs(origin, [
        ['Home', links.home()],
        ['Players', links.players()],
        [name, playerRoute.link(p.id)],
      ]),
    ],
  };
});
