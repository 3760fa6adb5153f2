import { randomBytes } from 'node:crypto';
import { ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';

type Directives = Record<string, string[]>;

/** What every policy here shares: nothing from other hosts but images, no plugins, no foreign framing. */
const BASE: Directives = {
  defaultSrc: ["'self'"],
  // React style attributes and the inlined stylesheet (ADR 0009); styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Logos and photos are any https URL an admin stored.
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * Every page the page pipeline sends (docs/decisions/0033): a script runs only when this very
 * response's nonce names it, or when such a script made it ('strict-dynamic': the boot script's
 * import() of the entry, the lazy chunks). 'self' and https: hosts name nothing, so neither an
 * injected inline script nor an injected `<script src="https://…">` runs. Creatives are no longer
 * the page's business: they run in /ad-frame documents under their own policy (adFrameDirectives),
 * which is all `frame-src 'self'` lets in; ad-free pages frame nothing at all.
 */
export function pageDirectives(nonce: string, { frames }: { frames: boolean }): Directives {
  return {
    ...BASE,
    scriptSrc: [`'nonce-${nonce}'`, "'strict-dynamic'"],
    scriptSrcAttr: ["'none'"],
    connectSrc: ["'self'"],
    frameSrc: [frames ? "'self'" : "'none'"],
    workerSrc: ["'self'"],
    baseUri: ["'none'"],
  };
}

/**
 * The default header, for documents outside the pipeline (the OpenAPI browser under /api/docs, any
 * static file opened as a page): our own files only. The pipeline replaces it on every page.
 */
export const STATIC_DIRECTIVES: Directives = {
  ...BASE,
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  baseUri: ["'none'"],
};

/**
 * The ad frame's own document (GET /ad-frame, docs/decisions/0003): creatives are inline snippets
 * and loaders from hosts that cannot be listed in advance, which load beacons and nested frames from
 * anywhere, so this policy opens what they need. It is the frame's own, not the page's: a frame
 * loaded from a URL does not inherit the page's policy (a srcdoc one would). `sandbox` makes the
 * document an opaque origin even when opened by itself, outside our sandboxed iframe.
 */
export const AD_FRAME_DIRECTIVES: Directives = {
  ...BASE,
  scriptSrc: ["'unsafe-inline'", 'https:'],
  connectSrc: ['https:'],
  frameSrc: ['https:'],
  baseUri: ["'self'"],
  sandbox: [ISOLATED_AD_SANDBOX],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');
}

/** 18 random bytes: always 24 base64 characters, which the stored pages' gzip splicing relies on. */
export const NONCE_LENGTH = 24;
export const newNonce = () => randomBytes(18).toString('base64');
