/**
 * A page's HTML cut where each `<script>`'s nonce goes (docs/decisions/0033): `parts.join(nonce)` is
 * the page with `nonce="…"` on every script element, so one stored copy serves every response with a
 * nonce of its own. The parts end in `<script nonce="` and go on with `"`. Every `<script` in our
 * pages is our own: React escapes `<` in text and attributes, and the inlined JSON escapes it too.
 */
export function cutAtNonces(html: string): string[] {
  const pieces = html.split(/<script(?=[\s>])/);
  return pieces.map((piece, i) => (i > 0 ? '"' : '') + piece + (i < pieces.length - 1 ? '<script nonce="' : ''));
}

/** The page with every script element carrying `nonce`. */
export const withScriptNonce = (html: string, nonce: string) => cutAtNonces(html).join(nonce);
