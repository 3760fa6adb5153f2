import { Search } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { links } from '#shared/routes/routes';
import { useUser } from '../lib/session';
import { SearchBox } from '../features/search';
import { cn } from '../lib/cn';
import { AccountCorner } from './account-corner';
import { HEADER_BAR, HEADER_ROW } from './brand-bar';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { isActivePath, PRIMARY_LINKS } from './nav-links';

/** requirements §2.2: dark bar with the primary links (lg and up), search, and the account corner. */
export function TopNav() {
  const { pathname } = useLocation();
  const { user, isAdmin: admin, isManager, isLoading } = useUser();
  // Managers (issue 27) reach the admin area too: the menus' Admin Dashboard link shows for them.
  const isAdmin = admin || isManager;

  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:ml-2">
          {PRIMARY_LINKS.map((l) => {
            const active = isActivePath(l.to, pathname);
            return (
              <Link
                key={l.to}
                to={l.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'rounded-md px-2 py-2 text-sm font-medium transition-colors xl:px-3',
                  active
                    ? 'bg-white/10 text-white shadow-[inset_0_-2px_0_var(--color-rink-400)]'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )}
              >
                {l.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Between 1024 and 1280 px seven links, the search box and Sign In share one row: the box narrows there. */}
          <SearchBox className="hidden w-64 md:block lg:w-44 xl:w-72" />
          {/* Below md the header's box lives in the drawer, which needs scripts: this link reaches the results
              page's own search form with them or without (issue 28, ADR 0030). */}
          <Link
            to={links.search()}
            aria-label="Search"
            className="grid size-10 place-items-center rounded-lg text-white hover:bg-white/10 md:hidden"
          >
            <Search className="size-6" aria-hidden="true" />
          </Link>
          <AccountCorner user={user} isAdmin={isAdmin} isLoading={isLoading} pathname={pathname} />
          <MenuButton user={user} isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
