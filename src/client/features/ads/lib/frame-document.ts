/**
 * The isolated frame's document, posted to /ad-frame (isolated-ad.tsx): the harness first (so it sees every error of the creative), then
 * the creative as the body. `base target=_blank`: links open outside the frame.
 */
export function frameDocument(html: string, harness: string): string {
  return `<!doctype html><html data-ad-frame><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;padding:0;overflow:hidden;height:100%}body{display:flex;align-items:center;justify-content:center}</style>${harness}</head><body>${html}</body></html>`;
}
