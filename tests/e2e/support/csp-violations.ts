import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page: `securitypolicyviolation` events of
 * its documents (an init script, run before any of the page's own), and the console's "Refused to …"
 * lines, which also name what an ad frame refused after it replaced its document. Call before goto.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Trusted Type|Refused to/i.test(text)) consoleLines.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      ),
    );
  });
  return async () => {
    const events = await Promise.all(page.frames().map((f) => f.evaluate(() => window.__cspViolations ?? []).catch(() => [])));
    return [...events.flat(), ...consoleLines];
  };
}
