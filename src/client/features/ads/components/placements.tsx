import { cn } from '../../../lib/cn';
import { AdSlot } from './ad-slot';

/**
 * Ready-made positions (§2.18). Each renders nothing while ads are off, so pages can place them
 * unconditionally; margins live on the slot so a hidden ad leaves no gap.
 */
export function TopBannerAd({ className }: { className?: string }) {
  return (
    <>
      <AdSlot slot="topBanner" className={cn('my-4 hidden md:block', className)} />
      <AdSlot slot="mobileBanner" className={cn('my-3 md:hidden', className)} />
    </>
  );
}

export function BottomBannerAd({ className }: { className?: string }) {
  return <AdSlot slot="bottomBanner" className={cn('my-6 hidden md:block', className)} />;
}

/** 160x600 skyscraper for a detail page's side column; only from lg up. */
export function SidebarAd({ className }: { className?: string }) {
  return <AdSlot slot="sidebarSkyscraper" className={cn('hidden lg:block', className)} />;
}

/** 300x250 square, e.g. in a detail page's aside. */
export function SquareAd({ className }: { className?: string }) {
  return <AdSlot slot="contentSquare" className={cn('my-4', className)} />;
}

/** Native unit between list sections. */
export function NativeAd({ className }: { className?: string }) {
  return <AdSlot slot="nativeContent" className={cn('my-6', className)} />;
}
