import { SITE_NAME } from '#shared/routes/head-text';
import type { PageMeta } from '#shared/routes/route-descriptor';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script>: `<` escaped so no value can close the element or open a comment.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags of one page: title, description, canonical, OpenGraph, Twitter card, JSON-LD. */
export function headTags(meta: PageMeta, origin: string): string {
  const url = meta.canonicalPath ? origin + meta.canonicalPath : null;
  const image = meta.image && /^https?:\/\//.test(meta.image) ? meta.image : null;
  const tags = [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    url ? `<link rel="canonical" href="${escapeAttr(url)}">` : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    url ? `<meta property="og:url" content="${escapeAttr(url)}">` : '',
    image ? `<meta property="og:image" content="${escapeAttr(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}">`,
    ...meta.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

const TITLE = /<title>[^<]*<\/title>\s*/;
// index.html is formatted: its description tag spans lines (missed before, every page had two).
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/** index.html with its generic title and description replaced by the page's head (function replacements: `$&` stays literal). */
export function withHead(html: string, tags: string): string {
  return html
    .replace(DESCRIPTION, '')
    .replace(TITLE, '')
    .replace('</head>', () => `${tags}</head>`);
}
