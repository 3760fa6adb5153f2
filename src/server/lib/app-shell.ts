import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// src/client/ssr/render-shell.tsx is built by Vite into dist/ssr and loaded at run time; only its
// types are imported here (erased from the server bundle).
type ShellModule = typeof import('#client/ssr/render-shell');
export type Shell = Awaited<ReturnType<ShellModule['renderShell']>>;
export type RenderShell = ShellModule['renderShell'];

export type ApiReader = Parameters<ShellModule['answerReadsWith']>[0];

/**
 * The renderer, with `api` answering the pages' reads (without it, pages render their loading state),
 * and the brand bar the pages it does not pre-render start with.
 */
export async function loadShellRenderer(ssrDir: string, api?: ApiReader): Promise<{ render: RenderShell; brandBar: string } | null> {
  const file = path.join(ssrDir, 'render-shell.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as ShellModule;
  if (api) mod.answerReadsWith(api);
  await mod.warmUp();
  return { render: mod.renderShell, brandBar: mod.renderBrandBar() };
}

/**
 * A page the app alone renders, with the brand bar in its root until then: nothing else, no
 * `data-shell` (nothing in it to carry over), replaced whole by the app's first render.
 */
export function withBrandBar(html: string, brandBar: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${brandBar}</div>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Loads the app once the shell has painted (FCP), so its code never competes with the first paint;
 * after 3 s regardless (a background tab paints nothing). docs/decisions/0009.
 */
function bootScript(entry: string, preloads: string[]): string {
  return (
    // Only where scripts run: the shell's controls, but for the search forms, wait for the app
    // (their clicks and typing would be lost at the takeover); the search forms' own typing is carried
    // over (client/app/shell-takeover.ts). Without JavaScript every form works as plain HTML.
    `<script type="module">document.querySelectorAll('[data-shell] :is(button,input,select,textarea)').forEach((c)=>{if(!c.closest('form[action="/search"]'))c.disabled=true});` +
    `const start=()=>{if(window.__hdBooted)return;window.__hdBooted=true;` +
    // One insertion for all links rather than one per link (each insertion is main-thread work).
    `document.head.insertAdjacentHTML('beforeend',${JSON.stringify(preloads)}.map((h)=>'<link rel="modulepreload" href="'+h+'">').join(''));` +
    `import(${JSON.stringify(entry)})};` +
    `new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(start,3000)</script>`
  );
}

/**
 * The shell goes into the root element (a function replacement: `$&` in a name stays literal),
 * inside a `data-shell` wrapper with no box of its own, which the app's first render replaces. Nothing
 * in it is disabled by the server: without JavaScript it is the page, links, sign-in and search forms
 * all working (issue 28). Its data goes into a JSON script
 * the client reads before its first render; the auth and ad-config preloads are dropped (their
 * answers are inline) and the code loads after the first paint. Unexpected HTML is left alone.
 */
export function withShell(html: string, shell: Pick<Shell, 'html' | 'state'>, stateId: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes('<div id="root"></div>')) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return html
    .replace(/\s*<!-- api-preloads[\s\S]*?<!-- \/api-preloads -->/, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"><div data-shell>${shell.html}</div></div>` +
        `<script type="application/json" id="${stateId}">${shell.state}</script>`,
    )
    .replace('</body>', () => `${bootScript(entry, preloads)}</body>`);
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * index.html with its stylesheet inlined, for pre-rendered pages: the shell can then paint as soon
 * as the HTML has arrived, one round trip earlier, before the page's code has even downloaded.
 * (`</style` cannot occur inside Tailwind's output, so the CSS cannot end the element early.)
 */
export function inlineStylesheet(indexHtml: string, clientDir: string): string {
  const href = STYLESHEET.exec(indexHtml)?.[1];
  const file = href ? path.join(clientDir, href) : null;
  if (!file || !existsSync(file)) return indexHtml;
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) return indexHtml;
  return indexHtml.replace(STYLESHEET, () => `<style>${css}</style>`);
}
