import { Building2, User } from 'lucide-react';
import type { SearchHit } from '#shared/schemas/search';
import { LeagueMark } from '#client/components/ui/league-mark';
import { TeamMark } from '#client/components/ui/team-mark';
import { cn } from '#client/lib/cn';

export const HIT_TYPE_LABEL = { player: 'Player', team: 'Team', league: 'League', facility: 'Facility' } as const;

/**
 * What a hit is, at a glance (issue 19 item 8): a team's initials on its colour, a league's monogram,
 * a player on his team's colour, a building for a facility.
 */
export function SearchHitIcon({ hit, size = 'sm' }: { hit: SearchHit; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 'size-9' : 'size-7';
  if (hit.type === 'team') return <TeamMark team={{ name: hit.title, shortName: hit.mark, primaryColor: hit.color }} size={size} />;
  if (hit.type === 'league') return <LeagueMark league={{ name: hit.title, shortName: hit.mark }} size={size} />;
  const Icon = hit.type === 'player' ? User : Building2;
  return (
    <span
      aria-hidden="true"
      style={hit.color ? { boxShadow: `inset 4px 0 0 ${hit.color}` } : undefined}
      className={cn('grid shrink-0 place-items-center rounded-md bg-slate-100 text-slate-600', box)}
    >
      <Icon className="size-4" />
    </span>
  );
}
