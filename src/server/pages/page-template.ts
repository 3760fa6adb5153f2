import { withShell, type Shell } from '../lib/app-shell';
import { withHead } from './page-head';

/** The page's `<link rel="modulepreload">` tags, before `</head>` (function replacement: `$&` stays literal). */
export const withTags = (html: string, tags: string) => (tags ? html.replace('</head>', () => `${tags}</head>`) : html);

const MARKS = ['\u0000hd-head\u0000', '\u0000hd-shell\u0000', '\u0000hd-state\u0000'];

/** The text around each mark, in order, or null when a mark is missing or repeated (unexpected HTML). */
function cutAt(html: string): string[] | null {
  const parts: string[] = [];
  let from = 0;
  for (const mark of MARKS) {
    const at = html.indexOf(mark, from);
    if (at < 0 || html.indexOf(mark, at + mark.length) >= 0) return null;
    parts.push(html.slice(from, at));
    from = at + mark.length;
  }
  parts.push(html.slice(from));
  return parts;
}

/**
 * Pre-rendered pages put together by concatenation: index.html (~110 kB with its inlined stylesheet)
 * goes through withTags, withShell and withHead once per route's preload tags, with marks where the
 * page's head, HTML and state go, and is cut there. A page then costs no regular expression over the
 * whole document (those replacements were ~4 ms of a ~32 ms distinct player page, issue #16); the
 * result is exactly what the three functions make. null: the template is not the expected one.
 */
export function pageAssembler(indexHtml: string, stateId: string) {
  const cut = new Map<string, string[] | null>();
  return (routeTags: string, head: string, shell: Pick<Shell, 'html' | 'state'>): string | null => {
    let parts = cut.get(routeTags);
    if (parts === undefined) {
      const marked = withHead(withShell(withTags(indexHtml, routeTags), { html: MARKS[1], state: MARKS[2] }, stateId), MARKS[0]);
      parts = cutAt(marked);
      cut.set(routeTags, parts);
    }
    return parts && parts[0] + head + parts[1] + shell.html + parts[2] + shell.state + parts[3];
  };
}
