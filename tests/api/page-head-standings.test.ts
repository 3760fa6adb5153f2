import { beforeAll, describe, expect, it } from 'vitest';
import { countries, leagues, seasons } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue 39 item 7: the standings of one league, and the players list, carry their own head instead of the site's.
let t: TestApp;
let khl = 0;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://hockey.example' });
  const db = t.handle.db;
  const [can] = await db.insert(countries).values({ name: 'Canada', code: 'CAN' }).returning();
  const [nhl, other] = await db
    .insert(leagues)
    .values([
      { name: 'National Hockey League', shortName: 'NHL', countryId: can.id },
      { name: 'Kontinental Hockey League', shortName: 'KHL', countryId: can.id },
    ])
    .returning();
  khl = other.id;
  await db.insert(seasons).values([
    { leagueId: nhl.id, year: '2026-27', name: '2026-27 Regular Season', isActive: true },
    { leagueId: nhl.id, year: '2025-26', seasonType: 'playoffs', name: '2025-26 Playoffs' },
  ]);
});

const page = (url: string) => t.app.inject({ url });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('standings head', () => {
  it('?league= names the league and its current season, as a split-year span', async () => {
    const res = await page('/standings?league=1');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('National Hockey League Standings 2026-27 — Hockey Directory');
    expect(description(res.body)).toBe(
      'National Hockey League standings for the 2026-27 regular season: points, records, goal differential and the playoff race, computed from every final result.',
    );
    expect(canonical(res.body)).toBe('http://hockey.example/standings?league=1');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('/standings alone is the NHL table the page opens on', async () => {
    const res = await page('/standings?view=table');
    expect(title(res.body)).toBe('National Hockey League Standings 2026-27 — Hockey Directory');
    expect(canonical(res.body)).toBe('http://hockey.example/standings');
  });

  it('a chosen year and type name that season; a year alone names its span', async () => {
    const playoffs = await page('/standings?league=1&level=professional&year=2025&type=playoffs');
    expect(title(playoffs.body)).toBe('National Hockey League Standings 2025-26 Playoffs — Hockey Directory');
    // An attribute: the ampersands escaped.
    expect(canonical(playoffs.body)).toBe('http://hockey.example/standings?league=1&amp;year=2025&amp;type=playoffs');
    expect(title((await page('/standings?league=1&year=2024')).body)).toBe('National Hockey League Standings 2024-25 — Hockey Directory');
  });

  it('a league without a current season is named alone; unknown or malformed leagues keep the generic head', async () => {
    expect(title((await page(`/standings?league=${khl}`)).body)).toBe('Kontinental Hockey League Standings — Hockey Directory');
    for (const url of ['/standings?league=999999', '/standings?league=abc', '/standings?level=junior']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(title(res.body), url).toBe('Standings — Hockey Directory');
      expect(description(res.body), url).toMatch(/^League standings from around the world/);
    }
  });
});

describe('players head', () => {
  it('has its own title and description, not the site-wide one', async () => {
    const res = await page('/players');
    expect(title(res.body)).toBe('Hockey Players — Hockey Directory');
    expect(description(res.body)).toBe(
      'Find hockey players by name, team, country and position: height, weight, age and season statistics.',
    );
    expect(description((await page('/')).body)).not.toBe(description(res.body));
  });
});
