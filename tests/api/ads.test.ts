import { beforeAll, describe, expect, it } from 'vitest';
import { AD_SLOTS } from '#shared/domain/ads/ad-slots';
import { listAudit } from '#server/repositories/admin/audit';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const creative = '<div id="fake-ad">Fake ad</div><script>document.body.dataset.ad = "1"</script>';
const body = {
  publisherId: '  pub-4242  ',
  enabled: true,
  adUnits: { topBanner: { code: 'unit-top', html: creative }, popupExit: { code: '', html: '<p>Bye</p>' } },
};
const save = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/ad-settings', headers: cookie ? { cookie } : {}, payload: payload as object });

describe('ads API: nothing stored yet', () => {
  it('serves a public config that renders nothing (test-publisher, disabled, test mode)', async () => {
    const res = await t.app.inject({ url: '/api/ad-config' });
    expect(res.statusCode).toBe(200);
    const cfg = json(res);
    expect(cfg).toMatchObject({ publisherId: 'test-publisher', enabled: false, testMode: true });
    expect(Object.keys(cfg.adUnits)).toHaveLength(AD_SLOTS.length * 2);
    for (const slot of AD_SLOTS) expect(cfg.adUnits).toMatchObject({ [`${slot}Html`]: '', [`${slot}Code`]: '' });
  });

  it('requires sign-in for the settings (401) and gives every slot to a plain user', async () => {
    expect((await t.app.inject({ url: '/api/ad-settings' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/ad-settings', headers: { cookie: t.user } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const settings = json(res);
    expect(Object.keys(settings.adUnits).sort()).toEqual([...AD_SLOTS].sort());
    expect(settings.adUnits.videoContent).toEqual({ code: '', html: '' });
  });
});

describe('ads API: saving', () => {
  it('refuses signed-out (401) and non-admin (403) saves without storing anything', async () => {
    expect((await save(undefined, body)).statusCode).toBe(401);
    const user = await save(t.user, body);
    expect(user.statusCode).toBe(403);
    expect(json(user).message).toBe('Administrator role required');
    expect(json(await t.app.inject({ url: '/api/ad-config' })).enabled).toBe(false);
  });

  it('rejects bad input with field messages (400)', async () => {
    const cases: [unknown, string][] = [
      [{ ...body, enabled: 'yes' }, 'enabled'],
      [{ enabled: true }, 'publisherId'],
      [{ ...body, publisherId: 'x'.repeat(201) }, 'publisherId'],
      [{ ...body, adUnits: { banner: { code: '', html: '' } } }, 'adUnits'],
      [{ ...body, adUnits: { topBanner: { code: 5, html: '' } } }, 'adUnits.topBanner.code'],
      [{ ...body, adUnits: { topBanner: { html: 'x'.repeat(50_001) } } }, 'adUnits.topBanner.html'],
    ];
    for (const [payload, path] of cases) {
      const res = await save(t.admin, payload);
      expect(res.statusCode, path).toBe(400);
      expect(
        json(res)
          .errors.map((e: { path: string }) => e.path)
          .join(' '),
        path,
      ).toContain(path);
    }
  });

  it('lets an admin save; the settings and the public config reflect it and the write is audited', async () => {
    const res = await save(t.admin, body);
    expect(res.statusCode).toBe(200);
    const saved = json(res);
    expect(saved).toMatchObject({ publisherId: 'pub-4242', enabled: true, testMode: false });
    expect(saved.adUnits.topBanner).toEqual({ code: 'unit-top', html: creative });
    expect(saved.adUnits.bottomBanner).toEqual({ code: '', html: '' });

    const cfg = json(await t.app.inject({ url: '/api/ad-config' }));
    expect(cfg).toMatchObject({ publisherId: 'pub-4242', enabled: true, testMode: false });
    expect(cfg.adUnits).toMatchObject({
      topBannerHtml: creative,
      topBannerCode: 'unit-top',
      popupExitHtml: '<p>Bye</p>',
      nativeContentHtml: '',
    });

    const settings = json(await t.app.inject({ url: '/api/ad-settings', headers: { cookie: t.admin } }));
    expect(settings).toEqual(saved);

    const [entry] = await listAudit(t.handle.db, { entity: 'ad_settings', limit: 5, offset: 0 });
    expect(entry).toMatchObject({ action: 'create', entityId: '1', userEmail: 'admin@test.local' });
  });

  it('overwrites the single row on the next save (slots left out are cleared)', async () => {
    const res = await save(t.admin, { publisherId: 'pub-9', enabled: false, testMode: true, adUnits: { nativeContent: { code: 'n1' } } });
    expect(res.statusCode).toBe(200);
    const cfg = json(await t.app.inject({ url: '/api/ad-config' }));
    expect(cfg).toMatchObject({ publisherId: 'pub-9', enabled: false, testMode: true });
    expect(cfg.adUnits).toMatchObject({ topBannerHtml: '', nativeContentCode: 'n1', nativeContentHtml: '' });
    const audit = await listAudit(t.handle.db, { entity: 'ad_settings', limit: 5, offset: 0 });
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
    expect(audit[0].before).toMatchObject({ publisherId: 'pub-4242' });
  });

  it('accepts the flat adUnits shape of requirements §3 (slot code and <slot>Html)', async () => {
    const res = await save(t.admin, {
      publisherId: 'pub-flat',
      enabled: true,
      testMode: false,
      adUnits: { topBanner: 'unit-top', topBannerHtml: '<p>Top</p>', socialBarHtml: '<p>Social</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings = json(await t.app.inject({ url: '/api/ad-settings', headers: { cookie: t.admin } }));
    expect(settings.adUnits.topBanner).toEqual({ code: 'unit-top', html: '<p>Top</p>' });
    expect(settings.adUnits.socialBar).toEqual({ code: '', html: '<p>Social</p>' });
  });

  it('refuses an unknown slot in either shape, naming it', async () => {
    for (const adUnits of [{ sideBanner: 'x' }, { sideBannerHtml: '<p></p>' }, { sideBanner: { code: 'x' } }]) {
      const res = await save(t.admin, { publisherId: 'pub-x', enabled: true, adUnits });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(json(res).errors)).toMatch(/adUnits/);
    }
  });
});
