import { X } from 'lucide-react';
import type { Grant, UserWithGrants } from '#shared/schemas/roles';
import { Badge } from '#client/components/ui/badge';
import { revokeRole, useUsers } from '../../api/users';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { Pager } from '../pager';
import { Panel } from '../panel';
import { ListStates } from '../resource/list-states';
import { useListControls } from '../resource/use-list-controls';
import { SearchBox } from '../search-box';
import { GrantForm } from './grant-form';

const grantLabel = (g: Grant) => (g.role === 'league_manager' ? `League manager · ${g.leagueName}` : `Team manager · ${g.teamName}`);

function GrantChip({ user, grant }: { user: UserWithGrants; grant: Grant }) {
  const revoke = useAdminMutation({
    mutationFn: () => revokeRole(user.id, grant.id),
    writes: ['user_roles'],
    success: `Role revoked from ${user.email}`,
    failure: 'Failed to revoke the role',
  });
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-rink-50 py-0.5 pr-1 pl-3 text-xs font-medium text-rink-800 ring-1 ring-rink-200">
      {grantLabel(grant)}
      <button
        type="button"
        className="grid size-6 place-items-center rounded-full text-rink-700 hover:bg-rink-100 focus-visible:outline-2"
        aria-label={`Revoke ${grantLabel(grant)} from ${user.email}`}
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(undefined)}
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

/** Issue 27: accounts, their scoped roles, and granting or revoking them (admins only). */
export function UsersTab() {
  const { search, setSearch, offset, setOffset } = useListControls<never>();
  const query = useUsers(search, offset);
  const { data } = query;
  return (
    <Panel
      title="Users"
      description="Admins have every right. League managers keep their leagues' data and make game codes; team managers keep their team's roster."
      actions={<SearchBox label="Search users" placeholder="Name or e-mail" value={search} onChange={setSearch} />}
    >
      <ListStates query={query} items={data?.items} what="the users" emptyTitle="No users found">
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((u) => (
              <li key={u.id} className="space-y-2 px-4 py-3 sm:px-5">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium text-slate-900">{[u.firstName, u.lastName].filter(Boolean).join(' ') || u.email}</p>
                  <p className="text-sm text-slate-500">{u.email}</p>
                  {u.role === 'admin' && <Badge tone="blue">Admin</Badge>}
                </div>
                {u.grants.length > 0 && (
                  <ul aria-label={`Roles of ${u.email}`} className="flex flex-wrap gap-2">
                    {u.grants.map((g) => (
                      <GrantChip key={g.id} user={u} grant={g} />
                    ))}
                  </ul>
                )}
                {u.role !== 'admin' && <GrantForm user={u} />}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {data && <Pager offset={offset} limit={25} total={data.total} onChange={setOffset} />}
    </Panel>
  );
}
