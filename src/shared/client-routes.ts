/**
 * Paths the React app answers (SPEC §2.1 plus our additions). The server uses this list to
 * answer unknown paths with the app *and* a 404 status, so crawlers see real not-founds.
 */
export const CLIENT_ROUTE_PATTERNS: RegExp[] = [
  /^\/$/, /^\/directory$/, /^\/products$/, /^\/facilities$/, /^\/leagues$/, /^\/leagues?\/\d+$/,
  /^\/teams$/, /^\/team\/\d+$/, /^\/players$/, /^\/player\/\d+$/, /^\/standings$/, /^\/scores$/,
  /^\/games?\/\d+$/, /^\/search$/, /^\/help$/,
  /^\/admin$/, /^\/ad-settings$/, /^\/ad-test$/, /^\/api\/login$/,
];

export const isClientRoute = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTE_PATTERNS.some((re) => re.test(path));
};
