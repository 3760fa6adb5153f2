// Public API of the ads feature: pages place these; everything else stays internal.
export { AdSlot, type AdSlotProps } from './components/ad-slot';
export { AdPopups } from './components/ad-popups';
export { adConfigQueryOptions } from './api/get-ad-config';
export {
  BottomBannerAd,
  FooterAds,
  NativeAd,
  SidebarAd,
  SidebarSquareAd,
  SocialBarAd,
  SquareAd,
  TopBannerAd,
  VideoAd,
} from './components/placements';
