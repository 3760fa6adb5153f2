import { cn } from '#client/lib/cn';
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

/** 300x250 square beside a page's main column, from lg up (landing, directory, signed-in home). */
export function SidebarSquareAd({ className }: { className?: string }) {
  return <AdSlot slot="sidebarSquare" className={cn('hidden lg:block', className)} />;
}

/** 640x360 video unit inside an editorial page (products, landing). */
export function VideoAd({ className }: { className?: string }) {
  return <AdSlot slot="videoContent" className={cn('my-6', className)} />;
}

/**
 * The band above the site footer, on every page that may carry ads: the bottom banner, then a
 * 300x250 square, a native unit and the sponsored direct link side by side (stacked on a phone).
 */
export function FooterAds() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-wrap items-start justify-center gap-x-6 px-4 sm:px-6">
      <BottomBannerAd className="basis-full" />
      <AdSlot slot="footerSquare" className="my-6" />
      <AdSlot slot="nativeFooter" className="my-6 w-full max-w-[300px]" />
      <AdSlot slot="directLink" className="my-6" />
    </div>
  );
}

/** The social bar: one per page, fixed to the bottom edge of a phone-sized strip, so it never moves content. */
export function SocialBarAd() {
  return <AdSlot slot="socialBar" className="fixed inset-x-0 bottom-0 z-30 md:hidden" />;
}
