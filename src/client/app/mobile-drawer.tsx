import { LogIn, LogOut, ShieldCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '#shared/schemas/auth';
import { LogoutForm } from '../features/auth';
import { SearchBox } from '../features/search';
import { cn } from '../lib/cn';
import { loginHref } from '../lib/site';
import { Avatar, fullName } from './avatar';
import { Logo } from './logo';
import { EXTRA_LINKS, isActivePath, PRIMARY_LINKS } from './nav-links';
import { links } from '#shared/routes/routes';

const linkClass = (active: boolean) =>
  cn(
    'flex items-center rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
    active ? 'bg-rink-600 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white',
  );

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  user: User | null;
  isAdmin: boolean;
};

/**
 * requirements §2.2 mobile menu: the same links and search plus /directory, /products and /scores.
 * Loaded on first open (menu-button.tsx), so Radix Dialog stays out of the first-load bundle.
 */
export default function MobileDrawer({ open, onOpenChange, returnFocus, user, isAdmin }: Props) {
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-navy-950 text-white shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full"
        >
          <div className="flex h-16 items-center justify-between border-b border-white/10 px-4">
            <Logo onNavigate={close} />
            <Dialog.Close className="grid size-10 place-items-center rounded-lg hover:bg-white/10" aria-label="Close menu">
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="px-4 pt-4">
            <SearchBox onNavigate={close} />
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-1 px-3 py-4">
            {[...PRIMARY_LINKS, ...EXTRA_LINKS].map((l) => {
              const active = isActivePath(l.to, pathname);
              return (
                <Link key={l.to} to={l.to} onClick={close} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                  {l.label}
                </Link>
              );
            })}
          </nav>
          <div className="mt-auto border-t border-white/10 p-4">
            {user ? (
              <div className="space-y-3">
                <div className="flex items-center gap-3">
                  <Avatar user={user} />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold">{fullName(user)}</p>
                    <p className="truncate text-xs text-slate-400">{user.email}</p>
                  </div>
                </div>
                {isAdmin && (
                  <Link to={links.admin()} onClick={close} className={linkClass(false)}>
                    <ShieldCheck className="mr-2 size-5" aria-hidden="true" />
                    Admin Dashboard
                  </Link>
                )}
                <LogoutForm className={cn(linkClass(false), 'w-full')}>
                  <LogOut className="mr-2 size-5" aria-hidden="true" />
                  Log out
                </LogoutForm>
              </div>
            ) : (
              <a
                href={loginHref(pathname)}
                className="flex h-12 items-center justify-center gap-2 rounded-lg bg-rink-600 font-semibold text-white hover:bg-rink-700"
              >
                <LogIn className="size-5" aria-hidden="true" />
                Sign In / Register
              </a>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
