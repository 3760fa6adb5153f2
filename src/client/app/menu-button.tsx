import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '#shared/schemas/auth';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** The hamburger (below lg). The drawer's code is fetched on first hover/touch or click. */
export function MenuButton({ user, isAdmin }: { user: User | null; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // Any navigation (link, search pick, back button) ends the menu's job. The address changes at
  // once but the screen only once its code has loaded: a menu opened in between, on the new
  // address, stays open when that screen arrives.
  const openedAt = useRef('');
  useEffect(() => {
    if (pathname + search !== openedAt.current) setOpen(false);
  }, [pathname, search]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onClick={() => {
          openedAt.current = window.location.pathname + window.location.search;
          setWanted(true);
          setOpen(true);
        }}
        className="grid size-10 place-items-center rounded-lg text-white hover:bg-white/10 lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocus={button} user={user} isAdmin={isAdmin} />
        </Suspense>
      )}
    </>
  );
}
