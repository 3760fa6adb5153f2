import { describe, expect, it } from 'vitest';
import {
  AD_SIZES,
  AD_SLOTS,
  AD_TEST_TYPES,
  configHtmlKey,
  DEFAULT_AD_STRATEGY,
  DIRECT_VERIFY_MS,
  ENTRY_POPUP_DELAY_MS,
  ENTRY_POPUP_FREQUENCY,
  FALLBACK_PUBLISHER_ID,
  INTERSECTION_THRESHOLD,
  resolveSlot,
  SCRIPT_INIT_MS,
  SETTINGS_FORM_SLOTS,
  shouldRenderAd,
} from '#shared/domain/ads/ad-slots';

describe('slots', () => {
  it('has the 14 slots of §3', () => {
    expect(AD_SLOTS).toHaveLength(14);
    expect(new Set(AD_SLOTS).size).toBe(14);
  });

  it('puts the nine §2.16 form slots first and covers every slot', () => {
    expect(SETTINGS_FORM_SLOTS.slice(0, 9)).toEqual([
      'topBanner',
      'bottomBanner',
      'contentSquare',
      'sidebarSquare',
      'nativeContent',
      'nativeFooter',
      'mobileBanner',
      'videoContent',
      'popupEntry',
    ]);
    expect([...SETTINGS_FORM_SLOTS].sort()).toEqual([...AD_SLOTS].sort());
  });

  it.each([
    ['banner-728x90', 'topBanner'],
    ['mobile-320x50', 'mobileBanner'],
    ['square-300x250', 'contentSquare'],
    ['sidebar-160x600', 'sidebarSkyscraper'],
    ['native', 'nativeContent'],
    ['video-640x360', 'videoContent'],
    ['BANNER-728x90', 'topBanner'],
    ['socialBar', 'socialBar'],
    [' footerSquare ', 'footerSquare'],
  ])('resolves %s to %s', (input, slot) => {
    expect(resolveSlot(input)).toBe(slot);
  });

  it('resolves every slot name to itself and rejects unknown names', () => {
    for (const slot of AD_SLOTS) expect(resolveSlot(slot)).toBe(slot);
    for (const x of ['', null, undefined, 'banner', 'topbanner', 'constructor']) expect(resolveSlot(x)).toBeNull();
  });

  it('builds the render-config html key', () => {
    expect(configHtmlKey('topBanner')).toBe('topBannerHtml');
  });

  it('maps the ad test types onto real slots', () => {
    for (const t of AD_TEST_TYPES) expect(resolveSlot(t.alias)).not.toBeNull();
  });
});

describe('constants', () => {
  it('matches §9', () => {
    expect(AD_SIZES.banner).toEqual({ width: 728, height: 90, maxWidth: 728 });
    expect(AD_SIZES.native).toMatchObject({ width: 300, height: 200, minHeight: 200, maxHeight: 400 });
    expect(AD_SIZES.video).toMatchObject({ width: 640, height: 360, maxWidth: 640, minHeight: 360 });
    expect(FALLBACK_PUBLISHER_ID).toBe('test-publisher');
    expect(INTERSECTION_THRESHOLD).toBe(0.1);
    expect(DIRECT_VERIFY_MS).toBe(3000);
    expect(SCRIPT_INIT_MS).toBe(500);
    expect(ENTRY_POPUP_DELAY_MS).toBe(5000);
    expect(ENTRY_POPUP_FREQUENCY).toBe(1);
    expect(DEFAULT_AD_STRATEGY).toBe('hybrid');
  });
});

describe('shouldRenderAd', () => {
  const live = { enabled: true, publisherId: 'pub-123', adUnits: { topBannerHtml: '<div>ad</div>' } };

  it('renders when enabled with a real publisher and content', () => {
    expect(shouldRenderAd(live, 'topBanner')).toBe(true);
    expect(shouldRenderAd({ ...live, adUnits: { contentSquare: 'unit-9' } }, 'contentSquare')).toBe(true);
  });

  it('does not render when disabled or without a real publisher', () => {
    expect(shouldRenderAd({ ...live, enabled: false }, 'topBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, enabled: null }, 'topBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, publisherId: '' }, 'topBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, publisherId: '  ' }, 'topBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, publisherId: null }, 'topBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, publisherId: 'test-publisher' }, 'topBanner')).toBe(false);
    expect(shouldRenderAd(null, 'topBanner')).toBe(false);
    expect(shouldRenderAd(undefined, 'topBanner')).toBe(false);
  });

  it('does not render a slot with neither code nor html', () => {
    expect(shouldRenderAd(live, 'bottomBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, adUnits: { topBanner: ' ', topBannerHtml: '' } }, 'topBanner')).toBe(false);
    expect(shouldRenderAd({ ...live, adUnits: null }, 'topBanner')).toBe(false);
  });
});
