import { Logo } from './logo';

/** The top bar's look, shared with the full header (top-nav.tsx), so the two never drift apart. */
export const HEADER_BAR =
  'sticky top-0 z-40 border-b border-white/10 bg-navy-950/95 text-white backdrop-blur supports-[backdrop-filter]:bg-navy-950/85';
// A phone's gap is the minimum only (ml-auto spaces logo and buttons): at 320 px, with the fallback font a first
// visit shows (Inter is font-display: optional), a 16 px gap made the page 8 px wider than the screen.
export const HEADER_ROW = 'mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:gap-3 xl:gap-4';

/**
 * The site's brand alone, as the server sends it on the pages it does not pre-render (the
 * scorekeeper's console, the admin area) before their code has loaded: a scorekeeper on a slow
 * connection at the rink sees which site this is at once, in the bar the app's header then fills.
 */
export function BrandBar() {
  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <Logo />
      </div>
    </header>
  );
}
