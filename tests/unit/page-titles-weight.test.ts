import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const ALIAS: Record<string, string> = { '#shared': 'shared', '#client': 'client', '#server': 'server' };

/** Every package a module reaches through its static imports (relative and aliased paths followed). */
function packagesReached(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
    const [head, ...rest] = spec.split('/');
    const base = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : ALIAS[head] && path.join(SRC, ALIAS[head], ...rest);
    if (!base) found.add(spec.startsWith('@') ? `${head}/${rest[0]}` : head);
    else {
      const next = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      if (next) packagesReached(next, seen, found);
    }
  }
  return found;
}

// Titles change on client-side navigation (issue #16) and every link is written by the route
// descriptors (issue 30), so shared/routes is in every page's first load: date-fns' format and
// locale there cost every page ~6 kB gzip (the sign-in page went over 150 kB).
describe("the shared entry's weight", () => {
  it('the route descriptors (titles, heads, links) reach no date library', () => {
    const reached = packagesReached(path.join(SRC, 'shared/routes/match-route.ts'));
    expect([...reached].filter((p) => p.startsWith('date-fns'))).toEqual([]);
  });

  it('the walk does see date-fns where it is imported', () => {
    // The scores page's date picker (loaded when it opens) still uses date-fns' calendar arithmetic.
    expect(packagesReached(path.join(SRC, 'client/features/scores/components/month-calendar.tsx'))).toContain('date-fns');
  });
});
