import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { injectHelpers } from '../helpers/inject-helpers';

/**
 * Every editable entity takes an optional expectedUpdatedAt (games have their own suite): two
 * editors holding the same version, the second one gets 409 instead of silently overwriting.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const { send, get, created } = injectHelpers(() => t, 'country');

beforeAll(async () => {
  t = await buildTestApp();
  ids.countries = (await created('/api/countries', { name: 'Finland', code: 'FIN' })).id;
  ids.facilities = (
    await created('/api/facilities', {
      name: 'Nokia Arena',
      city: 'Tampere',
      facilityType: 'arena',
      surfaceType: 'ice',
      countryId: ids.countries,
    })
  ).id;
  ids.leagues = (await created('/api/leagues', { name: 'Liiga', countryId: ids.countries })).id;
  ids.seasons = (await created('/api/seasons', { leagueId: ids.leagues, year: '2024-25' })).id;
  ids.teams = (
    await created('/api/teams', {
      name: 'Tappara',
      city: 'Tampere',
      leagueId: ids.leagues,
      countryId: ids.countries,
      homeVenueId: ids.facilities,
    })
  ).id;
  ids.players = (await created('/api/players', { firstName: 'Aku', lastName: 'Ankka', position: 'C', currentTeamId: ids.teams })).id;
});

/** resource, a text field, and two values the editors type. */
const CASES = [
  ['countries', 'name', 'Suomi', 'Finlande'],
  ['facilities', 'city', 'Tammerfors', 'Tampere City'],
  ['leagues', 'shortName', 'SM', 'SML'],
  ['seasons', 'name', 'Liiga 2024–25', 'SM-liiga 2024–25'],
  ['teams', 'city', 'Tammerfors', 'Tampere City'],
  ['players', 'birthCity', 'Helsinki', 'Turku'],
] as const;

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(CASES)('%s: optimistic concurrency', (resource, field, first, second) => {
  const url = () => `/api/${resource}/${ids[resource]}`;

  it('exposes updatedAt on reads, lists and write answers', async () => {
    const one = json(await get(url()));
    expect(one.updatedAt).toMatch(TIMESTAMP);
    const list = json(await get(`/api/${resource}`));
    expect(list.find((r: { id: number }) => r.id === ids[resource]).updatedAt).toBe(one.updatedAt);
  });

  it('two edits from the same stale version: the first wins (200), the second gets 409 and changes nothing', async () => {
    const loaded = json(await get(url())).updatedAt;
    const ok = await send('PATCH', url(), { [field]: first, expectedUpdatedAt: loaded });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)[field]).toBe(first);
    expect(Date.parse(json(ok).updatedAt)).toBeGreaterThan(Date.parse(loaded));

    const stale = await send('PATCH', url(), { [field]: second, expectedUpdatedAt: loaded });
    expect(stale.statusCode).toBe(409);
    const entity = resource === 'countries' ? 'country' : resource === 'facilities' ? 'facility' : resource.slice(0, -1);
    const message = `This ${entity} was changed by someone else; reload and try again`;
    expect(json(stale)).toEqual({ message, errors: [{ path: 'expectedUpdatedAt', message }] });
    const now = json(await get(url()));
    expect(now[field]).toBe(first);
    expect(now.updatedAt).toBe(json(ok).updatedAt);
  });

  it('accepts the current version in another ISO form, and an edit without one (last write wins)', async () => {
    const current = json(await get(url())).updatedAt as string;
    const plusTwo = new Date(Date.parse(current) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    const viaOffset = await send('PATCH', url(), { [field]: second, expectedUpdatedAt: plusTwo });
    expect(viaOffset.statusCode, viaOffset.body).toBe(200);
    const blind = await send('PATCH', url(), { [field]: first });
    expect(blind.statusCode).toBe(200);
    expect(json(await get(url()))[field]).toBe(first);
  });

  it('answers a malformed expectedUpdatedAt with 400 and a field message', async () => {
    for (const bad of ['yesterday', '2024-13-01T00:00:00Z', 42]) {
      const res = await send('PATCH', url(), { [field]: second, expectedUpdatedAt: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(json(res).errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'expectedUpdatedAt' })]));
    }
    expect(json(await get(url()))[field]).toBe(first);
  });

  it('lets exactly one of two concurrent editors of the same version win', async () => {
    const loaded = json(await get(url())).updatedAt;
    const both = await Promise.all([first, second].map((v) => send('PATCH', url(), { [field]: v, expectedUpdatedAt: loaded })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('DELETE with expectedUpdatedAt', () => {
  // Dependents first, so every delete is allowed once the version matches.
  const order = ['players', 'teams', 'seasons', 'leagues', 'facilities', 'countries'];

  it('refuses a stale version with 409, rejects a malformed one with 400, deletes with the current one', async () => {
    for (const resource of order) {
      const url = `/api/${resource}/${ids[resource]}`;
      const { updatedAt } = json(await get(url));
      await send('PATCH', url, {}); // someone else saves: the loaded version is now stale
      const stale = await send('DELETE', `${url}?expectedUpdatedAt=${encodeURIComponent(updatedAt)}`);
      expect(stale.statusCode, resource).toBe(409);
      expect(json(stale).errors[0].path).toBe('expectedUpdatedAt');
      const bad = await send('DELETE', `${url}?expectedUpdatedAt=soon`);
      expect(bad.statusCode, resource).toBe(400);
      expect(json(bad).errors[0].path).toBe('expectedUpdatedAt');
      expect((await get(url)).statusCode).toBe(200);
      const fresh = json(await get(url)).updatedAt;
      const del = await send('DELETE', `${url}?expectedUpdatedAt=${encodeURIComponent(fresh)}`);
      expect(del.statusCode, `${resource}: ${del.body}`).toBe(204);
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
