import { LogOut, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { User } from '#shared/schemas/auth';
import { submitLogout } from '../features/auth';
import { Avatar, fullName, initials } from './avatar';
import { links } from '#shared/routes/routes';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-rink-50 data-[highlighted]:text-rink-800';

/** requirements §2.2: name and e-mail, Admin Dashboard only for admins, Log out as a full navigation (a POST). */
export default function AvatarMenu({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // The name starts with the visible initials (WCAG 2.5.3 label-in-name).
        aria-label={`${initials(user)}: account menu for ${fullName(user)}`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rink-300"
      >
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
          <div className="flex items-center gap-3 px-2 py-2">
            <Avatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{fullName(user)}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {isAdmin && (
            <DropdownMenu.Item asChild className={item}>
              <Link to={links.admin()}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={item} onSelect={submitLogout}>
            <LogOut className="size-4" aria-hidden="true" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
