import { randomBytes } from 'node:crypto';

type Directives = Record<string, string[]>;

/**
 * Pages that may carry ads (docs/decisions/0003): creatives are inline snippets and loaders from
 * hosts that cannot be listed in advance. The default header of every response.
 */
export const AD_PAGE_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https:'],
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * Ad-free pages (admin, ad settings, sign-in): only our own files and the scripts the server
 * wrote into this very response (nonce) run; no inline handler, no foreign host. Styles stay
 * inline-capable (React style attributes); images may be any https logo an admin stored.
 */
export function strictPageDirectives(nonce: string): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'nonce-${nonce}'`],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');
}

export const newNonce = () => randomBytes(18).toString('base64');

/** Every <script> element of our own HTML gets the nonce (there are no others on these pages). */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
}
