import { describe, expect, it } from 'vitest';
import { isAdFreePath, ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';

describe('the ad-code boundary (ADR 0003)', () => {
  it('lets creatives run script but never in our origin', () => {
    const flags = ISOLATED_AD_SANDBOX.split(' ');
    expect(flags).toContain('allow-scripts');
    // Either of these would hand the frame our origin or the top page.
    expect(flags).not.toContain('allow-same-origin');
    expect(flags.some((f) => f.startsWith('allow-top-navigation'))).toBe(false);
  });

  it('keeps the admin, ad settings, sign-in and scorekeeper pages free of ad code', () => {
    for (const path of ['/admin', '/admin/teams', '/ad-settings', '/ad-settings/', '/api/login', '/score', '/score/12'])
      expect(isAdFreePath(path)).toBe(true);
    for (const path of ['/', '/players', '/ad-test', '/administrator', '/api/login-help', '/scores', '/scores/'])
      expect(isAdFreePath(path)).toBe(false);
  });
});
