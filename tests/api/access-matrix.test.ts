import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES, type Rule, type Target } from '../helpers/access-matrix-routes';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

/**
 * Issue 27's access matrix: every write route the app registers × every kind of caller × own and
 * other scope → 401, 403 or allowed (anything else below 500: the guard let it through to the
 * handler's own answer). The route list comes from the app, so a new write route fails here until
 * ACCESS_RULES names who may call it.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let writes: string[];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
  Object.assign(cookies, {
    user: t.user,
    admin: t.admin,
    manager: w.lm,
    coach: w.tm,
    scorekeeper: await scorekeeperCookie(t, w.a.game.id),
    lateScorekeeper: await scorekeeperCookie(t, w.later.id),
  });
  writes = [
    ...new Set(
      t.app.registeredRoutes
        .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
        .map((r) => `${r.method} ${r.url.replace(/\/$/, '') || '/'}`),
    ),
  ];
}, 120_000);

type Expect = 401 | 403 | 'allowed';
type Case = { who: string; cookie?: string; scope: 'own' | 'other'; expect: Expect };

function cases(rule: Rule): Case[] {
  const league = rule.access === 'league' || rule.access === 'roster' || rule.access === 'events';
  const events = rule.access === 'events';
  const list: Case[] = [
    { who: 'anonymous', scope: 'own', expect: 401 },
    { who: 'user', cookie: 'user', scope: 'own', expect: 403 },
    { who: 'league manager, own league', cookie: 'manager', scope: 'own', expect: league ? 'allowed' : 403 },
    { who: 'team manager, own team', cookie: 'coach', scope: 'own', expect: rule.access === 'roster' ? 'allowed' : 403 },
    { who: 'scorekeeper of a game in its window', cookie: 'scorekeeper', scope: 'own', expect: events ? 'allowed' : 403 },
    { who: 'scorekeeper of a game outside its window', cookie: 'lateScorekeeper', scope: 'own', expect: 403 },
  ];
  if (rule.other)
    list.push(
      { who: 'league manager, other league', cookie: 'manager', scope: 'other', expect: 403 },
      { who: 'team manager, other team', cookie: 'coach', scope: 'other', expect: 403 },
      { who: 'scorekeeper, other game', cookie: 'scorekeeper', scope: 'other', expect: 403 },
    );
  return list;
}

const send = (method: string, target: Target, cookie?: string, origin = 'http://hockey.test') =>
  t.app.inject({
    method: method as 'POST',
    url: target.url,
    headers: {
      host: 'hockey.test',
      origin,
      ...(cookie ? { cookie } : {}),
      ...(target.contentType ? { 'content-type': target.contentType } : {}),
    },
    ...(target.payload === undefined ? {} : { payload: target.payload }),
  });

const verdict = (status: number): Expect | number => (status === 401 || status === 403 ? status : status < 500 ? 'allowed' : status);

describe('the access matrix', () => {
  it('names every write route the app registers, and no route it does not', () => {
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((r) => !ACCESS_RULES[r])).toEqual([]);
    expect(Object.keys(ACCESS_RULES).filter((r) => !writes.includes(r))).toEqual([]);
  });

  it('answers every route × caller × scope as the rules say', async () => {
    const wrong: string[] = [];
    for (const route of writes) {
      const rule = ACCESS_RULES[route];
      if (!rule || rule.access === 'open') continue;
      const method = route.split(' ')[0];
      for (const c of cases(rule)) {
        const target = (c.scope === 'own' ? rule.own : rule.other!)(w);
        const res = await send(method, target, c.cookie && cookies[c.cookie]);
        const got = verdict(res.statusCode);
        if (got !== c.expect)
          wrong.push(`${route} ${c.who} (${target.url}) -> ${res.statusCode} ${res.body.slice(0, 120)}, expected ${c.expect}`);
      }
    }
    // The admin last: some allowed writes (a grant) would change what the others may do.
    for (const route of writes) {
      const rule = ACCESS_RULES[route];
      if (!rule || rule.access === 'open') continue;
      const method = route.split(' ')[0];
      const foreign = await send(method, rule.own(w), cookies.admin, 'https://attacker.example');
      if (foreign.statusCode !== 403) wrong.push(`${route} admin from a foreign origin -> ${foreign.statusCode}`);
      const res = await send(method, rule.own(w), cookies.admin);
      if (verdict(res.statusCode) !== 'allowed') wrong.push(`${route} admin -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('left the world standing: the harmless requests destroyed nothing', async () => {
    for (const url of [
      `/api/players/${w.a.player.id}`,
      `/api/teams/${w.a.team.id}`,
      `/api/games/${w.a.game.id}`,
      `/api/seasons/${w.a.season.id}`,
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });
});
