import { BarChart3, Globe2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { levelLabel } from '#shared/domain/directory/levels';
import type { League } from '#shared/schemas/league';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { LeagueMark } from '#client/components/ui/league-mark';
import { Skeleton, SkeletonText } from '#client/components/ui/skeleton';
import { links } from '#shared/routes/routes';

export function LeagueCard({ league: l }: { league: League }) {
  return (
    <article
      data-testid="league-card"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        {l.logoUrl ? (
          <img src={l.logoUrl} alt="" className="size-11 shrink-0 rounded-lg object-contain ring-1 ring-slate-200" />
        ) : (
          <LeagueMark league={l} className="h-11 min-w-11" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-tight text-slate-900">
            <Link to={links.league(l.id)} className="hover:text-rink-700 hover:underline">
              {l.name}
            </Link>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {l.shortName && <Badge tone="blue">{l.shortName}</Badge>}
            <Badge>{levelLabel(l.level)}</Badge>
            <Badge tone={l.isActive ? 'green' : 'amber'}>{l.isActive ? 'Active' : 'Inactive'}</Badge>
          </div>
        </div>
      </div>
      {l.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{l.description}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Globe2 aria-hidden="true" className="size-3.5" />
          {l.country?.name ?? 'International'}
        </span>
        {l.teamCount !== undefined && (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {l.teamCount} teams
          </span>
        )}
      </p>
      <div className="mt-3 flex gap-2 pt-1">
        <Button asChild variant="secondary" size="sm" className="flex-1">
          <Link to={links.standings({ league: l.id })} aria-label={`Standings of ${l.name}`}>
            <BarChart3 aria-hidden="true" />
            Standings
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm" className="flex-1">
          <Link to={links.teams({ league: l.id })} aria-label={`Teams of ${l.name}`}>
            <Users aria-hidden="true" />
            Teams
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** LeagueCard's shape with a two-line description (most leagues have one), so loading cards measure alike. */
export function LeagueCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="skeleton" className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-tight">
            <SkeletonText>Hockey League</SkeletonText>
          </p>
          <div className="mt-1 flex gap-1.5 text-xs">
            {['NHL', 'Professional', 'Active'].map((b) => (
              <SkeletonText key={b} className="rounded-full px-2 py-0.5 font-semibold">
                {b}
              </SkeletonText>
            ))}
          </div>
        </div>
      </div>
      <div className="mt-2 space-y-2">
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <p className="mt-2 text-xs">
        <SkeletonText>Country · 00 teams</SkeletonText>
      </p>
      <div className="mt-3 flex gap-2 pt-1">
        <Skeleton className="h-8 flex-1 rounded-lg" />
        <Skeleton className="h-8 flex-1 rounded-lg" />
      </div>
    </div>
  );
}
