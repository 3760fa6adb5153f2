import { ArrowLeft, BarChart3, Users } from 'lucide-react';
import { Link } from 'react-router';
import { levelLabel } from '#shared/domain/directory/levels';
import type { LeagueDetail } from '#shared/schemas/league';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { LeagueMark } from '#client/components/ui/league-mark';
import { links } from '#shared/routes/routes';

export function LeagueHeader({ league: l }: { league: LeagueDetail }) {
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Link to={links.leagues()} className="inline-flex items-center gap-1 text-sm text-rink-100 hover:text-white">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All leagues
        </Link>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            {l.logoUrl ? (
              <img src={l.logoUrl} alt="" className="size-16 rounded-xl bg-white object-contain p-1" />
            ) : (
              <LeagueMark league={l} size="lg" className="rounded-xl ring-2 ring-white/30" />
            )}
            <div className="min-w-0">
              <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{l.name}</h1>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {l.shortName && <Badge tone="blue">{l.shortName}</Badge>}
                <Badge>{levelLabel(l.level)}</Badge>
                <Badge tone={l.isActive ? 'green' : 'amber'}>{l.isActive ? 'Active' : 'Inactive'}</Badge>
                <span className="text-sm text-rink-100">
                  {l.country?.name ?? 'International'}
                  {l.founded ? ` · since ${l.founded}` : ''}
                </span>
              </div>
            </div>
          </div>
          {/* Side by side while they fit, each on its own line on the narrowest phones (320 px). */}
          <div className="flex flex-wrap gap-2 *:min-w-36 *:flex-1 sm:*:flex-none">
            <Button asChild>
              <Link to={links.standings({ league: l.id })}>
                <BarChart3 aria-hidden="true" />
                View Standings
              </Link>
            </Button>
            <Button asChild variant="onDark">
              <Link to={links.teams({ league: l.id })}>
                <Users aria-hidden="true" />
                View Teams
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
