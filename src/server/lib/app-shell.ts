import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// src/client/ssr/render-shell.tsx is built by Vite into dist/ssr and loaded at run time; only its
// types are imported here (erased from the server bundle).
type ShellModule = typeof import('#client/ssr/render-shell');
export type Shell = Awaited<ReturnType<ShellModule['renderShell']>>;
export type RenderShell = ShellModule['renderShell'];

export type ApiReader = Parameters<ShellModule['answerReadsWith']>[0];

/** The renderer, with `api` answering the pages' reads (without it, pages render their loading state). */
export async function loadShellRenderer(ssrDir: string, api?: ApiReader): Promise<RenderShell | null> {
  const file = path.join(ssrDir, 'render-shell.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as ShellModule;
  if (api) mod.answerReadsWith(api);
  await mod.warmUp();
  return mod.renderShell;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Loads the app once the shell has painted (FCP), so its code never competes with the first paint;
 * after 3 s regardless (a background tab paints nothing). docs/decisions/0009.
 */
function bootScript(entry: string, preloads: string[]): string {
  return (
    `<script type="module">const start=()=>{if(window.__hdBooted)return;window.__hdBooted=true;` +
    // One insertion for all links rather than one per link (each insertion is main-thread work).
    `document.head.insertAdjacentHTML('beforeend',${JSON.stringify(preloads)}.map((h)=>'<link rel="modulepreload" href="'+h+'">').join(''));` +
    `import(${JSON.stringify(entry)})};` +
    `new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(start,3000)</script>`
  );
}

/**
 * The shell goes into the root element (a function replacement: `$&` in a name stays literal),
 * inside a disabled fieldset: until the app takes over, its buttons and fields cannot take clicks
 * or typing that the takeover would lose (links still navigate). Its data goes into a JSON script
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
        `<div id="root"><fieldset disabled data-shell>${shell.html}</fieldset></div>` +
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
