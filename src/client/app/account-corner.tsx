import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { User } from '#shared/schemas/auth';
import { cn } from '../lib/cn';
import { loginHref } from '../lib/site';

// Only signed-in visitors need the dropdown, so visitors never download Radix DropdownMenu.
const AvatarMenu = lazy(() => import('./avatar-menu'));

/** Signed in: the avatar menu. Signed out: a Sign In button (lg and up; the drawer has one below). */
export function AccountCorner({
  user,
  isAdmin,
  isLoading,
  pathname,
}: {
  user: User | null;
  isAdmin: boolean;
  isLoading: boolean;
  pathname: string;
}) {
  if (user) {
    return (
      <Suspense fallback={<span className="size-9 rounded-full bg-white/10" aria-hidden="true" />}>
        <AvatarMenu user={user} isAdmin={isAdmin} />
      </Suspense>
    );
  }
  // While the user call is pending the button keeps its place (invisible, so also hidden from
  // assistive tech), so the search box beside it does not jump sideways when it appears (CLS).
  return (
    <a
      href={loginHref(pathname)}
      tabIndex={isLoading ? -1 : undefined}
      className={cn(
        'hidden h-10 items-center gap-2 rounded-lg bg-rink-600 px-3 text-sm xl:px-4 font-semibold text-white shadow-sm hover:bg-rink-700 lg:inline-flex',
        isLoading && 'invisible',
      )}
    >
      <LogIn className="size-4" aria-hidden="true" />
      Sign In
    </a>
  );
}
