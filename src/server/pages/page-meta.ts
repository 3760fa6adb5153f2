import { formatGameDate } from '#shared/domain/format';
import { positionLabel } from '#shared/domain/positions';
import { isRecordId } from '#shared/domain/record-id';
import {
  facilityTitle,
  gameTitle,
  leagueTitle,
  notFoundTitle,
  playerTitle,
  SITE_NAME,
  staticPageTitle,
  teamTitle,
} from '#shared/page-titles';
import type { Db } from '../db/client';
import { getFacility } from '../repositories/facilities';
import { getGame } from '../repositories/games';
import { getLeague } from '../repositories/leagues';
import { getPlayer } from '../repositories/players';
import { getTeamDetail } from '../repositories/teams';
import { breadcrumbs, facilityLd, gameLd, gameResult, leagueLd, playerLd, teamLd, type JsonLd } from './structured-data';

/** What the head of one page says, and whether the page exists. Issue #16. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the one URL of this thing (aliases and query strings point here); null: no canonical. */
  canonicalPath: string | null;
  ogType: 'website' | 'profile' | 'article';
  image?: string | null;
  noindex?: boolean;
  jsonLd: JsonLd[];
}

const DEFAULT_DESCRIPTION = 'Hockey Directory: rinks, leagues, teams, players, daily scores and standings from around the world.';
const clip = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const sentence = (...parts: Array<string | null | undefined | false>) => clip(parts.filter(Boolean).join(' '));

type Loader = (
  db: Db,
  id: number,
  origin: string,
) => Promise<(Omit<PageMeta, 'status' | 'ogType' | 'noindex'> & { ogType?: PageMeta['ogType'] }) | null>;

const DETAIL: Array<{ pattern: RegExp; kind: string; load: Loader }> = [
  {
    pattern: /^\/player\/([^/]+)$/,
    kind: 'Player',
    load: async (db, id, origin) => {
      const p = await getPlayer(db, id);
      if (!p) return null;
      const name = `${p.firstName} ${p.lastName}`;
      return {
        title: playerTitle(p),
        canonicalPath: `/player/${p.id}`,
        ogType: 'profile',
        image: p.imageUrl,
        description: sentence(
          `${name} is a ${positionLabel(p.position).toLowerCase()}`,
          p.currentTeam ? `for the ${p.currentTeam.name}.` : 'with no current team.',
          p.dateOfBirth &&
            `Born ${formatGameDate(p.dateOfBirth, 'MMMM d, yyyy')}${p.birthCity || p.birthCountry ? ` in ${[p.birthCity, p.birthCountry?.name].filter(Boolean).join(', ')}` : ''}.`,
        ),
        jsonLd: [
          playerLd(origin, p),
          breadcrumbs(origin, [
            ['Home', '/'],
            ['Players', '/players'],
            [name, `/player/${p.id}`],
          ]),
        ],
      };
    },
  },
  {
    pattern: /^\/team\/([^/]+)$/,
    kind: 'Team',
    load: async (db, id, origin) => {
      const t = await getTeamDetail(db, id);
      if (!t) return null;
      return {
        title: teamTitle(t),
        canonicalPath: `/team/${t.id}`,
        image: t.logoUrl,
        description: sentence(
          `${t.name}:`,
          t.league?.name ? `${t.league.name} team` : 'hockey team',
          [t.city, t.country?.name].some(Boolean) && `from ${[t.city, t.country?.name].filter(Boolean).join(', ')}`,
          t.homeVenue?.name ? `playing at ${t.homeVenue.name}.` : '.',
          'Roster, recent and upcoming games.',
        ).replace(' .', '.'),
        jsonLd: [
          teamLd(origin, t),
          breadcrumbs(origin, [
            ['Home', '/'],
            ['Teams', '/teams'],
            [t.name, `/team/${t.id}`],
          ]),
        ],
      };
    },
  },
  {
    pattern: /^\/leagues?\/([^/]+)$/,
    kind: 'League',
    load: async (db, id, origin) => {
      const l = await getLeague(db, id);
      if (!l) return null;
      return {
        title: leagueTitle(l),
        canonicalPath: `/league/${l.id}`,
        image: l.logoUrl,
        description: l.description
          ? clip(l.description)
          : sentence(`${l.name}: hockey league`, l.country?.name && `in ${l.country.name}`, '— teams, seasons, standings and statistics.'),
        jsonLd: [
          leagueLd(origin, l),
          breadcrumbs(origin, [
            ['Home', '/'],
            ['Leagues', '/leagues'],
            [l.name, `/league/${l.id}`],
          ]),
        ],
      };
    },
  },
  {
    pattern: /^\/games?\/([^/]+)$/,
    kind: 'Game',
    load: async (db, id, origin) => {
      const g = await getGame(db, id);
      if (!g) return null;
      const matchup = `${g.awayTeam.name} at ${g.homeTeam.name}`;
      return {
        title: gameTitle(g),
        canonicalPath: `/game/${g.id}`,
        ogType: 'article',
        description: sentence(
          `${matchup}, ${formatGameDate(g.gameDate, 'MMMM d, yyyy')}`,
          g.league?.name && `(${g.league.name})`,
          g.venue?.name && `at ${g.venue.name}.`,
          g.status === 'final' ? `${gameResult(g)}.` : `Status: ${g.status}.`,
        ),
        jsonLd: [
          gameLd(origin, g),
          breadcrumbs(origin, [
            ['Home', '/'],
            ['Scores', '/scores'],
            [matchup, `/game/${g.id}`],
          ]),
        ],
      };
    },
  },
  {
    pattern: /^\/facility\/([^/]+)$/,
    kind: 'Facility',
    load: async (db, id, origin) => {
      const f = await getFacility(db, id);
      if (!f) return null;
      return {
        title: facilityTitle(f),
        canonicalPath: `/facility/${f.id}`,
        image: f.imageUrl,
        description: sentence(
          `${f.name}: hockey ${f.facilityType?.replace('_', ' ') ?? 'facility'}`,
          [f.city, f.country?.name].some(Boolean) && `in ${[f.city, f.country?.name].filter(Boolean).join(', ')}`,
          f.capacity ? `with ${f.capacity.toLocaleString('en-US')} seats.` : '.',
        ).replace(' .', '.'),
        jsonLd: [
          facilityLd(origin, f),
          breadcrumbs(origin, [
            ['Home', '/'],
            ['Facilities', '/facilities'],
            [f.name, `/facility/${f.id}`],
          ]),
        ],
      };
    },
  },
];

const notFound = (what?: string): PageMeta => ({
  status: 404,
  title: notFoundTitle(what),
  description: DEFAULT_DESCRIPTION,
  canonicalPath: null,
  ogType: 'website',
  noindex: true,
  jsonLd: [],
});

/**
 * The head and status of the page at `pathname`: record pages look their record up (an unknown
 * or malformed id is a 404, never a soft one); other client routes have fixed titles; anything
 * else is the not-found page. `hasRoute` says whether the app answers the path at all.
 */
export async function resolvePageMeta(db: Db, pathname: string, origin: string, hasRoute: (p: string) => boolean): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of DETAIL) {
    const raw = route.pattern.exec(path)?.[1];
    if (raw === undefined) continue;
    // A malformed id on a real route gets that route's not-found view; a route the app lacks, the generic one.
    if (!hasRoute(path)) return notFound(hasRoute(path.replace(/[^/]+$/, '1')) ? route.kind : undefined);
    const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
    const found = isRecordId(id) ? await route.load(db, id, origin) : null;
    return found ? { status: 200, ogType: 'website', ...found } : notFound(route.kind);
  }
  const title = hasRoute(path) ? staticPageTitle(path) : null;
  if (!title) return notFound();
  return {
    status: 200,
    title,
    description: DEFAULT_DESCRIPTION,
    canonicalPath: path,
    ogType: 'website',
    noindex:
      path === '/search' ||
      path === '/admin' ||
      path === '/ad-settings' ||
      path === '/ad-test' ||
      path === '/api/login' ||
      path.startsWith('/score'),
    jsonLd: path === '/' ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` }] : [],
  };
}
