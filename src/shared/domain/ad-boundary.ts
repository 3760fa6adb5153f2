/**
 * The ad-code boundary (docs/decisions/0003): third-party creatives never run where a session has
 * power. These pages carry no ad code at all and get the strict, nonce-based CSP; the server and
 * the client decide from this one list.
 */
const AD_FREE = [/^\/admin(\/|$)/, /^\/ad-settings\/?$/, /^\/api\/login\/?$/];

export function isAdFreePath(pathname: string): boolean {
  return AD_FREE.some((re) => re.test(pathname));
}

/** The ad test page previews creatives, always isolated, whoever looks. */
export const AD_PREVIEW_PATH = '/ad-test';

/**
 * Sandbox of an isolated creative: scripts run, links may open new tabs (outside the sandbox, so
 * landing pages work), but without allow-same-origin the frame is an opaque origin: it cannot
 * touch our DOM, storage or cookies, and its requests to our API carry no session.
 */
export const ISOLATED_AD_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
