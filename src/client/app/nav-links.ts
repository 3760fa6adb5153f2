/** requirements §2.2: the primary links; the drawer adds EXTRA_LINKS. */
export const PRIMARY_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/facilities', label: 'Facilities' },
  { to: '/leagues', label: 'Leagues' },
  { to: '/teams', label: 'Teams' },
  { to: '/players', label: 'Players' },
  { to: '/standings', label: 'Standings' },
  { to: '/scores', label: 'Scores' },
] as const;

export const EXTRA_LINKS = [
  { to: '/directory', label: 'Directory' },
  { to: '/products', label: 'Products' },
] as const;

/**
 * Home is active only on exactly "/", the others by path prefix. The singular detail routes
 * (/league/1, /team/1, /game/1, /player/1) belong to their list's section.
 */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  const section = to.replace(/s$/, '');
  const prefixes = to === '/scores' ? ['/scores', '/game', '/games'] : [to, section];
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
