/** Search presentation rules shared by the suggestions and the results page (issue 19 item 4). */

export const SEARCH_GROUP_KEYS = ['players', 'teams', 'leagues', 'facilities'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUP_KEYS)[number];

type Scored = { score: number };

/**
 * Groups with hits, the one holding the best match first ("tor": Teams, for Toronto, before Players,
 * for a Torres); equal bests keep the fixed order players, teams, leagues, facilities.
 */
export function rankGroups(results: Partial<Record<SearchGroupKey, readonly Scored[]>>): SearchGroupKey[] {
  const best = (k: SearchGroupKey) => Math.max(...(results[k] ?? []).map((h) => h.score));
  return SEARCH_GROUP_KEYS.filter((k) => (results[k]?.length ?? 0) > 0).sort(
    (a, b) => best(b) - best(a) || SEARCH_GROUP_KEYS.indexOf(a) - SEARCH_GROUP_KEYS.indexOf(b),
  );
}

const fold = (ch: string) => ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Splits `text` around the first accent- and case-insensitive occurrence of `query`, preferring one at
 * a word start ("tor" in "North York Toronto" marks "Tor" of Toronto): [before, match, after], or
 * null when the text does not contain it (a typo-tolerant hit).
 */
export function highlightParts(text: string, query: string): [string, string, string] | null {
  const q = [...query.trim()].map(fold).join('');
  if (!q) return null;
  // Folded text with, for each folded character, the index of the source character it came from.
  let folded = '';
  const from: number[] = [];
  [...text].forEach((ch, i) => {
    for (const f of fold(ch)) {
      folded += f;
      from.push(i);
    }
  });
  const chars = [...text];
  let at = -1;
  for (let i = folded.indexOf(q); i >= 0; i = folded.indexOf(q, i + 1)) {
    if (at < 0) at = i;
    if (i === 0 || /[\s\-'.(]/.test(folded[i - 1])) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const start = from[at];
  const end = from[at + q.length - 1] + 1;
  return [chars.slice(0, start).join(''), chars.slice(start, end).join(''), chars.slice(end).join('')];
}
