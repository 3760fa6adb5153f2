import { BarChart3, MapPin, Users } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { Team } from '#shared/schemas/team';
import { Button } from '#client/components/ui/button';
import { Skeleton, SkeletonText } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { TeamBadge } from './team-badge';
import { teamColor } from './team-colors';
import { links } from '#shared/routes/routes';

type Props = { team: Team; highlighted?: boolean };

export const TeamCard = forwardRef<HTMLElement, Props>(function TeamCard({ team: t, highlighted }, ref) {
  return (
    <article
      ref={ref}
      data-testid="team-card"
      data-team-id={t.id}
      aria-current={highlighted ? 'true' : undefined}
      style={{ borderTopColor: teamColor(t.primaryColor) }}
      className={cn(
        'flex flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md',
        highlighted && 'ring-2 ring-amber-400 ring-offset-2',
      )}
    >
      <div className="flex items-start gap-3">
        <TeamBadge name={t.name} shortName={t.shortName} logoUrl={t.logoUrl} primaryColor={t.primaryColor} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-tight text-slate-900">
            <Link to={links.team(t.id)} className="hover:text-rink-700 hover:underline">
              {t.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
            <MapPin aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate">
              {t.city}
              {t.country ? `, ${t.country.name}` : ''}
            </span>
          </p>
          {t.league && <p className="mt-0.5 truncate text-xs font-medium text-rink-700">{t.league.name}</p>}
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <Button asChild variant="secondary" size="sm" className="flex-1">
          <Link to={links.players({ team: t.id })} aria-label={`Roster of ${t.name}`}>
            <Users aria-hidden="true" />
            Roster
          </Link>
        </Button>
        {t.leagueId && (
          <Button asChild variant="secondary" size="sm" className="flex-1">
            <Link to={links.standings({ league: t.leagueId })} aria-label={`Standings of ${t.league?.name ?? 'the league'}`}>
              <BarChart3 aria-hidden="true" />
              Standings
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
});

/** TeamCard's shape (badge, three text lines, two buttons), so loading cards measure like real ones. */
export function TeamCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className="flex flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-tight">
            <SkeletonText>Hockey Club</SkeletonText>
          </p>
          <p className="mt-0.5 text-xs">
            <SkeletonText>City, Country</SkeletonText>
          </p>
          <p className="mt-0.5 text-xs">
            <SkeletonText>Hockey League</SkeletonText>
          </p>
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <Skeleton className="h-8 flex-1 rounded-lg" />
        <Skeleton className="h-8 flex-1 rounded-lg" />
      </div>
    </div>
  );
}
