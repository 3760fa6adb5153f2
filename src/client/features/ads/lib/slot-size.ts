import { AD_SIZES, type AdSize, type AdSlot, type AdType } from '#shared/domain/ads/ad-slots';

/** Which §9 box each slot reserves; popups and links have no in-page box and use the square. */
const SLOT_TYPE: Record<AdSlot, AdType> = {
  topBanner: 'banner',
  bottomBanner: 'banner',
  mobileBanner: 'mobile',
  contentSquare: 'square',
  sidebarSquare: 'square',
  footerSquare: 'square',
  sidebarSkyscraper: 'sidebar',
  nativeContent: 'native',
  nativeFooter: 'native',
  videoContent: 'video',
  popupEntry: 'square',
  popupExit: 'square',
  directLink: 'square',
  socialBar: 'mobile',
};

export const slotType = (slot: AdSlot): AdType => SLOT_TYPE[slot];

/**
 * The exact box an ad occupies before, during and after rendering, so nothing moves (CLS).
 * Widths shrink to the container on narrow screens; heights are fixed (native may grow to its cap).
 */
export function boxStyle(size: AdSize): React.CSSProperties {
  return {
    width: '100%',
    maxWidth: size.maxWidth ?? size.width,
    height: size.minHeight ? undefined : size.height,
    minHeight: size.minHeight ?? size.height,
    maxHeight: size.maxHeight,
  };
}

export const sizeOf = (type: AdType): AdSize => AD_SIZES[type];

/** Counted for the debug record (§3); the parser never executes anything. */
export function countScripts(html: string): number {
  return (html.match(/<script\b/gi) ?? []).length;
}
