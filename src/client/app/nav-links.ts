import { links, ROUTES } from '#shared/routes/routes';

/** requirements §2.2: the primary links; the drawer adds EXTRA_LINKS. */
export const PRIMARY_LINKS = [
  { to: links.home(), label: 'Home' },
  { to: links.facilities(), label: 'Facilities' },
  { to: links.leagues(), label: 'Leagues' },
  { to: links.teams(), label: 'Teams' },
  { to: links.players(), label: 'Players' },
  { to: links.standings(), label: 'Standings' },
  { to: links.scores(), label: 'Scores' },
] as const;

export const EXTRA_LINKS = [
  { to: links.directory(), label: 'Directory' },
  { to: links.products(), label: 'Products' },
] as const;

/**
 * Home is active only on exactly "/", the others by path prefix. The singular detail routes
 * (/league/1, /team/1, /game/1, /player/1) belong to their list's section.
 */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  const section = to.replace(/s$/, '');
  const prefixes = to === links.scores() ? [to, ...ROUTES.game.paths.map((p) => `/${p.split('/')[0]}`)] : [to, section];
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
