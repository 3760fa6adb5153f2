import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { injectHelpers } from '../helpers/inject-helpers';

let t: TestApp;
let can: number;
let fin: number;
const ids: Record<string, number> = {};

const { send, get, names, auditRows } = injectHelpers(() => t, 'facility');

const base = { address: null, capacity: null, imageUrl: null };
const FIXTURES = [
  {
    key: 'hartwall',
    name: 'Hartwall Areena',
    city: 'Helsinki',
    facilityType: 'arena',
    surfaceType: 'ice',
    country: 'fin',
    capacity: 13349,
  },
  { key: 'ogrena', name: 'Ogréna', city: 'Hämeenlinna', facilityType: 'community_rink', surfaceType: 'ice', country: 'fin' },
  {
    key: 'scotiabank',
    name: 'Scotiabank Arena',
    city: 'Toronto',
    facilityType: 'arena',
    surfaceType: 'ice',
    country: 'can',
    capacity: 18800,
  },
  { key: 'inline', name: 'Toronto Inline Centre', city: 'Toronto', facilityType: 'training_center', surfaceType: 'inline', country: 'can' },
  { key: 'street', name: 'Bell Street Court', city: 'Ottawa', facilityType: 'rink', surfaceType: 'street', country: 'can' },
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  can = json(await send('POST', '/api/countries', { name: 'Canada', code: 'CAN' })).id;
  fin = json(await send('POST', '/api/countries', { name: 'Finland', code: 'FIN' })).id;
  for (const { key, country, ...f } of FIXTURES) {
    const res = await send('POST', '/api/facilities', { ...base, ...f, countryId: country === 'can' ? can : fin });
    expect(res.statusCode).toBe(201);
    ids[key] = json(res).id;
  }
});

describe('POST /api/facilities', () => {
  it('creates a facility with its country nested and records the audit row', async () => {
    const res = await send('POST', '/api/facilities', {
      name: 'Nokia Arena',
      city: 'Tampere',
      address: 'Kansikatu 3',
      capacity: '13455',
      facilityType: 'arena',
      surfaceType: 'ice',
      countryId: String(fin),
      imageUrl: '',
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({
      name: 'Nokia Arena',
      city: 'Tampere',
      address: 'Kansikatu 3',
      capacity: 13455,
      imageUrl: null,
      countryId: fin,
      country: { id: fin, name: 'Finland', code: 'FIN' },
      facilityType: 'arena',
      surfaceType: 'ice',
    });
    const [row] = await auditRows('create', body.id);
    expect(row).toMatchObject({ userEmail: 'admin@test.local', after: expect.objectContaining({ name: 'Nokia Arena' }) });
    expect((await send('DELETE', `/api/facilities/${body.id}`)).statusCode).toBe(204);
  });

  it('rejects missing required fields with a message per field', async () => {
    const res = await send('POST', '/api/facilities', { name: ' ', capacity: 'many', facilityType: 'castle' });
    expect(res.statusCode).toBe(400);
    const paths = json(res).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'city', 'capacity', 'facilityType', 'surfaceType', 'countryId']));
  });

  it('accepts both the directory and the admin value sets', async () => {
    const res = await send('POST', '/api/facilities', {
      name: 'Roller Dome',
      city: 'Laval',
      facilityType: 'stadium',
      surfaceType: 'roller',
      countryId: can,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ facilityType: 'stadium', surfaceType: 'roller', capacity: null, address: null });
    await send('DELETE', `/api/facilities/${json(res).id}`);
  });

  it('answers an unknown country with a readable 409', async () => {
    const res = await send('POST', '/api/facilities', {
      name: 'Nowhere Rink',
      city: 'X',
      facilityType: 'rink',
      surfaceType: 'ice',
      countryId: 999999,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('The referenced country does not exist');
  });
});

describe('GET /api/stats (issue 28: the figures a landing page may claim)', () => {
  it('counts the countries and cities that have a facility, not every country on record', async () => {
    await send('POST', '/api/countries', { name: 'Narnia', code: 'NRN' });
    const stats = json(await get('/api/stats'));
    // Helsinki, Hämeenlinna (Finland); Toronto twice, Ottawa (Canada).
    expect(stats).toMatchObject({ totalFacilities: 5, countriesWithFacilities: 2, citiesWithFacilities: 4 });
    expect(stats.totalCountries).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/facilities', () => {
  it('lists by name with X-Total-Count', async () => {
    const res = await get('/api/facilities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(names(res)).toEqual(['Bell Street Court', 'Hartwall Areena', 'Ogréna', 'Scotiabank Arena', 'Toronto Inline Centre']);
    expect(json(res)[1]).toMatchObject({ country: { name: 'Finland' }, capacity: 13349 });
  });

  it('filters by country, surface type and facility type (empty/all mean no filter)', async () => {
    expect(names(await get(`/api/facilities?countryId=${fin}`))).toEqual(['Hartwall Areena', 'Ogréna']);
    expect(names(await get('/api/facilities?surfaceType=inline'))).toEqual(['Toronto Inline Centre']);
    expect(names(await get('/api/facilities?facilityType=arena'))).toEqual(['Hartwall Areena', 'Scotiabank Arena']);
    expect(names(await get(`/api/facilities?countryId=${can}&facilityType=arena&surfaceType=ice`))).toEqual(['Scotiabank Arena']);
    expect(json(await get('/api/facilities?countryId=&surfaceType=all&facilityType='))).toHaveLength(5);
  });

  it('searches name or city, case- and accent-insensitively', async () => {
    expect(names(await get('/api/facilities?search=HARTWALL'))).toEqual(['Hartwall Areena']);
    expect(names(await get('/api/facilities?search=ogrena'))).toEqual(['Ogréna']);
    expect(names(await get('/api/facilities?search=hameenlinna'))).toEqual(['Ogréna']);
    expect(names(await get('/api/facilities?search=toronto'))).toEqual(['Scotiabank Arena', 'Toronto Inline Centre']);
    const none = await get('/api/facilities?search=%25');
    expect(json(none)).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages with limit/offset, a total and a next link', async () => {
    const res = await get('/api/facilities?limit=2&offset=2');
    expect(names(res)).toEqual(['Ogréna', 'Scotiabank Arena']);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers.link).toContain('offset=4');
    const last = await get('/api/facilities?limit=2&offset=4');
    expect(names(last)).toEqual(['Toronto Inline Centre']);
    expect(last.headers.link).toBeUndefined();
  });

  it('rejects bad filters and bounds with 400', async () => {
    for (const qs of ['limit=501', 'limit=0', 'offset=-1', 'countryId=abc', 'surfaceType=lava', 'facilityType=moon']) {
      const res = await get(`/api/facilities?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(json(res).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/facilities/:id', () => {
  it('returns the facility with its country, 404 unknown, 400 malformed', async () => {
    const res = await get(`/api/facilities/${ids.scotiabank}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ name: 'Scotiabank Arena', country: { id: can, name: 'Canada', code: 'CAN' } });
    const missing = await get('/api/facilities/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Facility not found');
    expect((await get('/api/facilities/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/facilities/:id', () => {
  it('updates only the given fields and audits before/after', async () => {
    const res = await send('PATCH', `/api/facilities/${ids.street}`, { capacity: '250', surfaceType: 'roller' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ name: 'Bell Street Court', city: 'Ottawa', capacity: 250, surfaceType: 'roller' });
    const [row] = await auditRows('update', ids.street);
    expect(row.before).toMatchObject({ capacity: null, surfaceType: 'street' });
    expect(row.after).toMatchObject({ capacity: 250, surfaceType: 'roller' });
  });

  it('validates, and 404s unknown ids', async () => {
    const bad = await send('PATCH', `/api/facilities/${ids.street}`, { surfaceType: 'lava', countryId: '' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['surfaceType', 'countryId']));
    expect((await send('PATCH', '/api/facilities/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/facilities/:id', () => {
  it('refuses a facility used as a home venue; the cascade deletes it and clears the team reference', async () => {
    const team = json(await send('POST', '/api/teams', { name: 'Ottawa Streeters', city: 'Ottawa', homeVenueId: ids.street }));
    expect(team.homeVenueId).toBe(ids.street);
    const refused = await send('DELETE', `/api/facilities/${ids.street}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Facility Bell Street Court is used by 1 team');
    expect((await send('DELETE', `/api/facilities/${ids.street}?cascade=true`)).statusCode).toBe(204);
    expect((await get(`/api/facilities/${ids.street}`)).statusCode).toBe(404);
    expect(json(await get(`/api/teams/${team.id}`))).toMatchObject({ homeVenueId: null, homeVenue: null, venue: null });
    const [row] = await auditRows('delete', ids.street);
    expect(row.before).toMatchObject({ name: 'Bell Street Court' });
    expect((await send('DELETE', `/api/facilities/${ids.street}`)).statusCode).toBe(404);
  });
});

describe('facility writes need an admin', () => {
  it('answers 401 signed out and 403 for a plain user on every write', async () => {
    const body = { name: 'Sneaky Rink', city: 'X', facilityType: 'rink', surfaceType: 'ice', countryId: can };
    const writes = [
      ['POST', '/api/facilities', body],
      ['PATCH', `/api/facilities/${ids.hartwall}`, { name: 'Sneaky' }],
      ['DELETE', `/api/facilities/${ids.hartwall}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, '')).statusCode, `${method} signed out`).toBe(401);
      expect((await send(method, url, payload, t.user)).statusCode, `${method} user`).toBe(403);
    }
    expect(json(await get(`/api/facilities/${ids.hartwall}`)).name).toBe('Hartwall Areena');
  });
});

describe('GET /api/venues', () => {
  it('lists id, name and city of every facility for selects', async () => {
    const res = await get('/api/venues');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(json(res)[0]).toEqual({ id: ids.hartwall, name: 'Hartwall Areena', city: 'Helsinki' });
    expect(names(res)).toEqual(['Hartwall Areena', 'Ogréna', 'Scotiabank Arena', 'Toronto Inline Centre']);
  });

  it('searches and limits', async () => {
    expect(names(await get('/api/venues?search=TORONTO'))).toEqual(['Scotiabank Arena', 'Toronto Inline Centre']);
    const page = await get('/api/venues?limit=1');
    expect(names(page)).toEqual(['Hartwall Areena']);
    expect(page.headers['x-total-count']).toBe('4');
    expect((await get('/api/venues?limit=501')).statusCode).toBe(400);
  });
});
