import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withShell } from '#server/lib/app-shell';
import { withHead } from '#server/pages/page-head';
import { pageAssembler, withTags } from '#server/pages/page-template';

// index.html as the build writes it, with the stylesheet inlined (shortened).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Hockey Directory: rinks, leagues and teams."
    />
    <!-- api-preloads: inline on pre-rendered pages -->
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
    <!-- /api-preloads -->
    <title>Hockey Directory</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const TAGS = '<link rel="modulepreload" crossorigin href="/assets/player-page-C3.js">';
const HEAD = '<title>Riley Bennett · Left Wing — Hockey Directory</title><meta name="description" content="Price $& $1">';
const SHELL = { html: '<main><svg><title>Logo</title></svg><p>Cost $& $1 $$</p></main>', state: '{"q":"</head>"}' };
const chained = (tags: string, head: string, shell: typeof SHELL) => withHead(withShell(withTags(INDEX, tags), shell, 'hd-state'), head);

describe('pre-rendered page assembled from a template cut once (issue #16)', () => {
  it('is exactly what withTags, withShell and withHead make, for every route and page', () => {
    const assemble = pageAssembler(INDEX, 'hd-state');
    for (const tags of [TAGS, '']) {
      for (const [head, shell] of [
        [HEAD, SHELL],
        ['<title>Other</title>', { html: '<p>x</p>', state: '{}' }],
      ] as const) {
        const html = assemble(tags, head, shell);
        expect(html).toBe(chained(tags, head, shell));
        expect(html).toContain(`<div id="root"><div data-shell>${shell.html}</div>`);
        expect(html).not.toContain('Hockey Directory: rinks');
      }
    }
  });

  it('gives up (null) on a template it does not recognise, so the caller falls back', () => {
    expect(pageAssembler('<html><body><main></main></body></html>', 'hd-state')(TAGS, HEAD, SHELL)).toBeNull();
  });

  it("replaces index.html's own description and title: a page has one of each", () => {
    const index = readFileSync('src/client/index.html', 'utf8');
    const html = withHead(index, HEAD);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('content="Price $& $1"');
  });
});
