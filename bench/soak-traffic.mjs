// The soak's mix: reads that vary (pages, searches, dates) so caches churn and the database
// works, plus an admin editing a game score every couple of seconds, which invalidates them.
const SEARCHES = ['son', 'ber', 'lind', 'mac', 'kov', 'an', 'ström', "o'", 'eri', 'hal'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** autocannon request list: each request's path re-drawn per call. */
export function varyingReads(scenarios) {
  const fixed = scenarios.map((s) => ({ method: 'GET', path: s.path }));
  const varying = [
    () => `/api/players?limit=50&offset=${50 * Math.floor(Math.random() * 40)}`,
    () => `/api/players?search=${encodeURIComponent(pick(SEARCHES))}&limit=50`,
    () =>
      `/api/games?date=2026-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`,
    () => `/api/teams?limit=50&offset=${50 * Math.floor(Math.random() * 8)}`,
    () => `/api/search?q=${encodeURIComponent(pick(SEARCHES))}`,
  ].map((make) => ({ method: 'GET', setupRequest: (req) => ({ ...req, path: make() }) }));
  return [...fixed, ...varying];
}

/** Signs in and PATCHes one game's score every `everyMs`; counts failed writes. */
export async function startWriter(base, { email, password, gameId, everyMs = 2000 }) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`soak writer could not sign in: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const stats = { writes: 0, failed: 0 };
  let score = 0;
  const timer = setInterval(async () => {
    score = (score + 1) % 9;
    const res = await fetch(`${base}/api/games/${gameId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ homeScore: 2 + (score % 7), awayScore: 1, outcome: 'REG' }),
    }).catch(() => null);
    stats.writes += 1;
    if (!res || !res.ok) stats.failed += 1;
  }, everyMs);
  return { stats, stop: () => clearInterval(timer) };
}
