import { AD_SIZES, type AdSlot } from '#shared/domain/ads/ad-slots';
import { slotType } from './slot-size';

const NAMES: Record<AdSlot, string> = {
  topBanner: 'Top Banner',
  bottomBanner: 'Bottom Banner',
  mobileBanner: 'Mobile Banner',
  contentSquare: 'Content Square',
  sidebarSquare: 'Sidebar Square',
  footerSquare: 'Footer Square',
  sidebarSkyscraper: 'Sidebar Skyscraper',
  nativeContent: 'Native Content',
  nativeFooter: 'Native Footer',
  videoContent: 'Video Content',
  popupEntry: 'Entry Popup',
  popupExit: 'Exit Popup',
  directLink: 'Direct Link',
  socialBar: 'Social Bar',
};

const UNSIZED = new Set<AdSlot>(['popupEntry', 'popupExit', 'directLink', 'socialBar']);

/** "Top Banner · 728x90" style label for forms and the test page. */
export function slotLabel(slot: AdSlot): { name: string; size: string | null } {
  const size = AD_SIZES[slotType(slot)];
  return { name: NAMES[slot], size: UNSIZED.has(slot) ? null : `${size.width}x${size.height}` };
}
