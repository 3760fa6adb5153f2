/** Document titles and description text shared by every page's head, on the server and in the browser. */
export const SITE_NAME = 'Hockey Directory';

export const DEFAULT_DESCRIPTION = 'Hockey Directory: rinks, leagues, teams, players, daily scores and standings from around the world.';

export const titled = (...parts: Array<string | null | undefined>) => `${parts.filter(Boolean).join(' · ')} — ${SITE_NAME}`;

export const notFoundTitle = (what = 'Page') => titled(`${what} Not Found`);

export const clip = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Parts joined into one clipped sentence; absent parts are left out. */
export const sentence = (...parts: Array<string | null | undefined | false>) => clip(parts.filter(Boolean).join(' '));

/** "City, Country" from whichever parts are known ('' when none). */
export const place = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');
