import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { injectHelpers } from '../helpers/inject-helpers';

// Issue 39 item 8 (§4: "National Hockey League entries are always sorted first"): the leagues list
// feeds /leagues (every tab and group) and every league select, so its order is the rule's.
let t: TestApp;
const c: Record<string, number> = {};
const { get, names, created } = injectHelpers(() => t, 'league');

beforeAll(async () => {
  t = await buildTestApp();
  c.usa = (await created('/api/countries', { name: 'United States', code: 'USA' })).id;
  c.can = (await created('/api/countries', { name: 'Canada', code: 'CAN' })).id;
  for (const [name, countryId, level] of [
    ['American Hockey League', c.usa, 'professional'],
    ['ECHL', c.usa, 'professional'],
    ['Allan Cup Hockey', c.can, 'professional'],
    ['National Hockey League', c.usa, 'professional'],
    ['Federal Prospects Hockey League', c.usa, 'professional'],
    ['Arctic Junior League', c.can, 'junior'],
  ] as const)
    await created('/api/leagues', { name, countryId, level });
  const nhl = json(await get('/api/leagues?search=National Hockey League'))[0];
  for (const [name, leagueId] of [
    ['Anaheim Ducks', nhl.id],
    ['Abbotsford Canucks', json(await get('/api/leagues?search=American'))[0].id],
  ])
    await created('/api/teams', { name, city: name.split(' ')[0], leagueId });
});

describe('the NHL first', () => {
  it('in every sort of the whole list (All Leagues, admin selects)', async () => {
    for (const sort of ['name', 'level', 'country']) {
      expect(names(await get(`/api/leagues?sort=${sort}`))[0], sort).toBe('National Hockey League');
    }
    expect(names(await get('/api/leagues'))[0]).toBe('National Hockey League');
  });

  it('in its level group and its country group, the rest A-Z', async () => {
    expect(names(await get('/api/leagues?level=professional&sort=name'))).toEqual([
      'National Hockey League',
      'Allan Cup Hockey',
      'American Hockey League',
      'ECHL',
      'Federal Prospects Hockey League',
    ]);
    expect(names(await get(`/api/leagues?countryId=${c.usa}&sort=name`))).toEqual([
      'National Hockey League',
      'American Hockey League',
      'ECHL',
      'Federal Prospects Hockey League',
    ]);
  });

  it("puts the NHL's teams first when teams are sorted by league", async () => {
    expect(names(await get('/api/teams?sort=league'))).toEqual(['Anaheim Ducks', 'Abbotsford Canucks']);
  });
});
