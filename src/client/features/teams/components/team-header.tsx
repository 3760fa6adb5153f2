import { ArrowLeft, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamDetail } from '#shared/schemas/team';
import { TeamBadge } from './team-badge';
import { TeamRecord } from './team-record';
import { teamColor } from './team-colors';
import { links } from '#shared/routes/routes';

export function TeamHeader({ team: t }: { team: TeamDetail }) {
  const color = teamColor(t.primaryColor);
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      {/* The colour tints the navy at 35% at most, so white text keeps >= 7:1 even on a yellow or white
          team colour (at 60% a light colour brought it under 4.5:1); the full colour is the band at the top. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-35"
        style={{ background: `linear-gradient(120deg, ${color} 0%, transparent 70%)` }}
      />
      <div aria-hidden="true" data-testid="team-color-band" className="absolute inset-x-0 top-0 h-1.5" style={{ backgroundColor: color }} />
      <div className="relative mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Link to={links.teams()} className="inline-flex items-center gap-1 text-sm text-rink-100 hover:text-white">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All teams
        </Link>
        <div className="mt-3 flex items-center gap-4">
          <TeamBadge name={t.name} shortName={t.shortName} logoUrl={t.logoUrl} primaryColor={t.primaryColor} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{t.name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-rink-100">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {t.city}
                {t.country ? `, ${t.country.name}` : ''}
              </span>
              {t.league && (
                <Link to={links.league(t.league.id)} className="font-medium text-white underline-offset-2 hover:underline">
                  {t.league.name}
                </Link>
              )}
              {(t.conference || t.division) && <span>{[t.conference, t.division].filter(Boolean).join(' · ')}</span>}
            </p>
          </div>
        </div>
        <TeamRecord teamId={t.id} leagueId={t.leagueId} />
      </div>
    </section>
  );
}
