import { useState } from 'react';
import type { UserWithGrants } from '#shared/schemas/roles';
import { Button } from '#client/components/ui/button';
import { Label, Select } from '#client/components/ui/input';
import { useLeagues } from '../../api/leagues';
import { grantRole } from '../../api/users';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { TeamSelect } from '../team-select';

/** Grant one scoped role: league manager of a league, or team manager of a team (picked by search). */
export function GrantForm({ user }: { user: UserWithGrants }) {
  const leagues = useLeagues();
  const [role, setRole] = useState<'league_manager' | 'team_manager'>('league_manager');
  const [target, setTarget] = useState('');
  const grant = useAdminMutation({
    mutationFn: () => grantRole(user.id, role === 'league_manager' ? { role, leagueId: Number(target) } : { role, teamId: Number(target) }),
    writes: ['user_roles'],
    success: `Role granted to ${user.email}`,
    failure: 'Failed to grant the role',
    onSuccess: () => setTarget(''),
  });
  const id = `grant-${user.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Grant a role to ${user.email}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (target) grant.mutate(undefined);
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <Select
          id={`${id}-role`}
          value={role}
          onChange={(e) => {
            setRole(e.target.value as typeof role);
            setTarget('');
          }}
        >
          <option value="league_manager">League manager</option>
          <option value="team_manager">Team manager</option>
        </Select>
      </div>
      {role === 'league_manager' ? (
        <div className="min-w-48 flex-1 space-y-1 sm:max-w-sm">
          <Label htmlFor={`${id}-league`}>League</Label>
          <Select id={`${id}-league`} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">Choose a league…</option>
            {(leagues.data?.items ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        <div className="min-w-48 flex-1 sm:max-w-sm">
          <TeamSelect label="Team" value={target} onChange={setTarget} />
        </div>
      )}
      <Button type="submit" disabled={!target || grant.isPending}>
        Grant
      </Button>
    </form>
  );
}
