import { AD_SLOT_VALUES } from '../../schemas/enums';
/** Every ad slot known to the data (§3). */
export const AD_SLOTS = AD_SLOT_VALUES;
export type AdSlot = (typeof AD_SLOTS)[number];
export type AdSlotHtmlKey = `${AdSlot}Html`;

/** §2.16 lists nine slots on the form; the remaining data-only slots follow so none is uneditable. */
export const SETTINGS_FORM_SLOTS: readonly AdSlot[] = [
  'topBanner',
  'bottomBanner',
  'contentSquare',
  'sidebarSquare',
  'nativeContent',
  'nativeFooter',
  'mobileBanner',
  'videoContent',
  'popupEntry',
  'footerSquare',
  'sidebarSkyscraper',
  'popupExit',
  'directLink',
  'socialBar',
];

/** Size-style names used by placements and the ad test page (§3 "slot names alias"). */
export const SLOT_ALIASES: Readonly<Record<string, AdSlot>> = {
  'banner-728x90': 'topBanner',
  'mobile-320x50': 'mobileBanner',
  'square-300x250': 'contentSquare',
  'sidebar-160x600': 'sidebarSkyscraper',
  native: 'nativeContent',
  'video-640x360': 'videoContent',
};

export function isAdSlot(value: unknown): value is AdSlot {
  return typeof value === 'string' && (AD_SLOTS as readonly string[]).includes(value);
}

/** Alias (case-insensitive) or exact slot name -> slot; anything else -> null. */
export function resolveSlot(nameOrAlias: string | null | undefined): AdSlot | null {
  const name = (nameOrAlias ?? '').trim();
  if (isAdSlot(name)) return name;
  const alias = name.toLowerCase();
  // hasOwn: plain lookup would resolve 'constructor' to Object's prototype.
  return Object.hasOwn(SLOT_ALIASES, alias) ? (SLOT_ALIASES[alias] ?? null) : null;
}

/** Render config keeps the html under '<slot>Html' (e.g. topBannerHtml). */
export function configHtmlKey(slot: AdSlot): AdSlotHtmlKey {
  return `${slot}Html`;
}

/** ...and the ad unit code under '<slot>Code' (e.g. topBannerCode). */
export function configCodeKey(slot: AdSlot): `${AdSlot}Code` {
  return `${slot}Code`;
}

export const AD_TYPES = ['banner', 'mobile', 'square', 'sidebar', 'native', 'video'] as const;
export type AdType = (typeof AD_TYPES)[number];

export interface AdSize {
  width: number;
  height: number;
  maxWidth?: number;
  maxHeight?: number;
  minHeight?: number;
}

/** §9 box sizes; the caps keep a misbehaving creative from breaking the layout. */
export const AD_SIZES: Readonly<Record<AdType, AdSize>> = {
  banner: { width: 728, height: 90, maxWidth: 728 },
  mobile: { width: 320, height: 50, maxWidth: 320, maxHeight: 50 },
  square: { width: 300, height: 250, maxWidth: 300 },
  sidebar: { width: 160, height: 600, maxWidth: 160, maxHeight: 600 },
  native: { width: 300, height: 200, minHeight: 200, maxHeight: 400 },
  video: { width: 640, height: 360, maxWidth: 640, minHeight: 360 },
};

/** Ad test page choices (§2.17): label and the slot alias each renders. */
export const AD_TEST_TYPES: ReadonlyArray<{ type: AdType; label: string; alias: string }> = [
  { type: 'banner', label: 'Banner 728x90', alias: 'banner-728x90' },
  { type: 'mobile', label: 'Mobile 320x50', alias: 'mobile-320x50' },
  { type: 'square', label: 'Square 300x250', alias: 'square-300x250' },
  { type: 'sidebar', label: 'Sidebar 160x600', alias: 'sidebar-160x600' },
  { type: 'native', label: 'Native Content', alias: 'native' },
  { type: 'video', label: 'Video 640x360', alias: 'video-640x360' },
];
export const DEFAULT_AD_TYPE: AdType = 'banner';

export const AD_STRATEGIES = ['direct', 'iframe', 'hybrid'] as const;
export type AdStrategy = (typeof AD_STRATEGIES)[number];
export const DEFAULT_AD_STRATEGY: AdStrategy = 'hybrid';

export const AD_LOAD_STATUSES = ['loading', 'loaded', 'error', 'not-rendered'] as const;
export type AdLoadStatus = (typeof AD_LOAD_STATUSES)[number];

export const DEBUG_PANEL_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type DebugPanelPosition = (typeof DEBUG_PANEL_POSITIONS)[number];

export const FALLBACK_PUBLISHER_ID = 'test-publisher';
export const INTERSECTION_THRESHOLD = 0.1;
export const DIRECT_VERIFY_MS = 3000;
export const SCRIPT_INIT_MS = 500;
export const ENTRY_POPUP_DELAY_MS = 5000;
export const ENTRY_POPUP_FREQUENCY = 1;

export interface AdRenderConfig {
  publisherId?: string | null;
  enabled?: boolean | null;
  adUnits?: Readonly<Record<string, string | null | undefined>> | null;
}

const isBlank = (s: string | null | undefined): boolean => !s || s.trim() === '';

/**
 * §4: nothing renders when ads are off, the publisher id is empty or the test fallback
 * (which is what a failed config fetch yields), or the slot has neither code nor html.
 */
export function shouldRenderAd(config: AdRenderConfig | null | undefined, slot: AdSlot): boolean {
  if (!config || config.enabled !== true) return false;
  const publisherId = config.publisherId?.trim() ?? '';
  if (publisherId === '' || publisherId === FALLBACK_PUBLISHER_ID) return false;
  const units = config.adUnits ?? {};
  return !(isBlank(units[slot]) && isBlank(units[configCodeKey(slot)]) && isBlank(units[configHtmlKey(slot)]));
}
