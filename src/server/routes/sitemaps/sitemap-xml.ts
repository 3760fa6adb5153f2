/** sitemaps.org XML (https://www.sitemaps.org/protocol.html). Every value is a URL we build or an ISO date. */
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export type SitemapEntry = { loc: string; lastmod?: string };

const entry = (tag: string, e: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</${tag}>`;

export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${entries.map((e) => entry('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}

export function urlSetXml(entries: SitemapEntry[]): string {
  return `${HEAD}<urlset ${NS}>\n${entries.map((e) => entry('url', e)).join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Signed-in screens, the API and search results are not documents to index.
    'Disallow: /admin',
    'Disallow: /ad-settings',
    'Disallow: /ad-test',
    'Disallow: /api/',
    'Disallow: /search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
