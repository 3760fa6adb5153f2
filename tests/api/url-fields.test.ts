import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Stored URLs become `src`/`href` on every visitor's page (issue 15 item 12): only absolute http(s).
let t: TestApp;
let countryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  countryId = json(await send('POST', '/api/countries', { name: 'Finland', code: 'FIN' })).id;
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin }, payload });

const REFUSED = [
  '//evil.example/x.png',
  '/\tevil.example',
  '/api/logout',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'http:/\\evil.example',
  'https:\\\\evil.example',
  'http://',
  'https:// evil.example',
  'http://ok.example/a\tb',
  'ftp://files.example/x.png',
  'data:image/png;base64,AAAA',
  'images/logo.png',
];

let n = 0;
const creates: Array<{ entity: string; url: string; field: string; body: () => object }> = [
  {
    entity: 'facility',
    url: '/api/facilities',
    field: 'imageUrl',
    body: () => ({ name: 'Rink', city: 'Oulu', facilityType: 'arena', surfaceType: 'ice', countryId }),
  },
  { entity: 'team', url: '/api/teams', field: 'logoUrl', body: () => ({ name: 'Kärpät', city: 'Oulu' }) },
  { entity: 'team', url: '/api/teams', field: 'websiteUrl', body: () => ({ name: 'Kärpät', city: 'Oulu' }) },
  { entity: 'league', url: '/api/leagues', field: 'websiteUrl', body: () => ({ name: `Liiga ${n++}` }) },
  { entity: 'league', url: '/api/leagues', field: 'logoUrl', body: () => ({ name: `Liiga ${n++}` }) },
  { entity: 'player', url: '/api/players', field: 'imageUrl', body: () => ({ firstName: 'Teemu', lastName: 'S', position: 'center' }) },
];

describe('URL fields accept only absolute http(s) URLs', () => {
  for (const { entity, url, field, body } of creates) {
    it(`${entity}.${field}: refuses relative, scheme-relative and non-http values with a field message`, async () => {
      for (const bad of REFUSED) {
        const res = await send('POST', url, { ...body(), [field]: bad });
        expect(res.statusCode, `${field}=${JSON.stringify(bad)}`).toBe(400);
        expect(json(res).errors).toEqual([{ path: field, message: 'Must be an absolute http(s) URL (https://...)' }]);
      }
      const ok = await send('POST', url, { ...body(), [field]: '  https://cdn.example.org/img/logo.png?v=2  ' });
      expect(ok.statusCode).toBe(201);
      expect(json(ok)[field]).toBe('https://cdn.example.org/img/logo.png?v=2');
      const blank = await send('POST', url, { ...body(), [field]: '' });
      expect(blank.statusCode).toBe(201);
      expect(json(blank)[field]).toBeNull();
    });
  }

  it('refuses the same values on update', async () => {
    const team = json(await send('POST', '/api/teams', { name: 'Ilves', city: 'Tampere', logoUrl: 'http://ilves.example/logo.svg' }));
    const res = await send('PATCH', `/api/teams/${team.id}`, { logoUrl: '/api/logout' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toEqual(['logoUrl']);
    expect(json(await t.app.inject({ url: `/api/teams/${team.id}` })).logoUrl).toBe('http://ilves.example/logo.svg');
  });
});
