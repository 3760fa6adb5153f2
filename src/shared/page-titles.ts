import { formatShortDate } from './domain/date-only';
import { positionLabel } from './domain/positions';

/**
 * Document titles, one per thing, used by the server (the HTML head) and by the browser (titles on
 * client-side navigation), so both always say the same. Issue #16.
 */
export const SITE_NAME = 'Hockey Directory';

const titled = (...parts: Array<string | null | undefined>) => `${parts.filter(Boolean).join(' · ')} — ${SITE_NAME}`;

const STATIC_TITLES: Record<string, string> = {
  '/': `${SITE_NAME} — rinks, leagues, teams, players, scores and standings`,
  '/directory': titled('Directory'),
  '/products': titled('Products'),
  '/help': titled('Help'),
  '/facilities': titled('Hockey Facilities'),
  '/leagues': titled('Hockey Leagues'),
  '/teams': titled('Hockey Teams'),
  '/players': titled('Hockey Players'),
  '/standings': titled('Standings'),
  '/scores': titled('Scores'),
  '/search': titled('Search'),
  '/admin': titled('Admin Dashboard'),
  '/ad-settings': titled('Ad Settings'),
  '/ad-test': titled('Ad Test'),
  '/api/login': titled('Sign In'),
  '/score': titled('Score a Game'),
};

/** The title of a page that shows no single record, or null for detail pages (they name their record). */
export function staticPageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A scorekeeper's game (issue 27): private to the session, named by the page once it has loaded.
  if (/^\/score\/\d+$/.test(path)) return titled('Scorekeeper');
  return STATIC_TITLES[path] ?? null;
}

export const notFoundTitle = (what = 'Page') => titled(`${what} Not Found`);

export function playerTitle(p: { firstName: string; lastName: string; position: string; currentTeam: { name: string } | null }): string {
  return titled(`${p.firstName} ${p.lastName}`, positionLabel(p.position), p.currentTeam?.name);
}

export function teamTitle(t: { name: string; league: { name: string } | null }): string {
  return titled(t.name, t.league?.name);
}

export function leagueTitle(l: { name: string; shortName?: string | null }): string {
  return titled(l.shortName && l.shortName !== l.name ? `${l.name} (${l.shortName})` : l.name);
}

export function gameTitle(g: { gameDate: string; homeTeam: { name: string }; awayTeam: { name: string } }): string {
  return titled(`${g.awayTeam.name} at ${g.homeTeam.name}`, formatShortDate(g.gameDate));
}

export function facilityTitle(f: { name: string; city: string | null }): string {
  return titled(f.name, f.city);
}
