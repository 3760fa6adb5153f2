/**
 * The ad-code boundary (docs/decisions/0003). Creatives run only in opaque-origin frames, on every
 * page and for every visitor; on top of that, these pages (where a session has power, or where a
 * password is typed) carry no ad code at all and get the strict, nonce-based CSP. The server and
 * the client decide from this one list.
 */
// The scorekeeper's pages (issue 27) too: a game session writes, a code is typed, and a popup or the
// phones' bottom social bar would cover the console's thumb-first action bar at the rink.
const AD_FREE = [/^\/admin(\/|$)/, /^\/ad-settings\/?$/, /^\/api\/login\/?$/, /^\/score(\/|$)/];

export function isAdFreePath(pathname: string): boolean {
  return AD_FREE.some((re) => re.test(pathname));
}

/**
 * Sandbox of every creative's frame: scripts run, links may open new tabs (outside the sandbox, so
 * landing pages work), but without allow-same-origin the frame is an opaque origin: it cannot
 * touch our DOM, storage or cookies, and its requests to our API carry no session. §9 asks for
 * allow-same-origin; with it a framed script reaches `parent` and is no boundary at all.
 */
export const ISOLATED_AD_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The document every creative's frame loads (docs/decisions/0033): served with a policy of its own,
 * for third-party code, which a srcdoc frame could not have (it inherits the page's strict one). The
 * page posts it the frame's document once it has loaded.
 */
export const AD_FRAME_PATH = '/ad-frame';
