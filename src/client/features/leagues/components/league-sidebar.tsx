import { Link } from 'react-router';
import { levelLabel } from '#shared/domain/directory/levels';
import type { LeagueDetail } from '#shared/schemas/league';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { DetailRow } from '#client/components/ui/detail-row';
import { links } from '#shared/routes/routes';

export function LeagueSidebar({ league: l }: { league: LeagueDetail }) {
  const current = l.seasons.find((s) => s.isActive);
  return (
    <aside className="space-y-4" aria-label="League information">
      <Card>
        <CardHeader className="py-3">
          <CardTitle>Quick Info</CardTitle>
        </CardHeader>
        <CardContent className="py-1">
          <dl className="divide-y divide-slate-100">
            <DetailRow label="Level">{levelLabel(l.level)}</DetailRow>
            <DetailRow label="Country">{l.country?.name ?? 'International'}</DetailRow>
            <DetailRow label="Founded">{l.founded ?? '—'}</DetailRow>
            <DetailRow label="Status">{l.isActive ? 'Active' : 'Inactive'}</DetailRow>
            {current && <DetailRow label="Current season">{current.name}</DetailRow>}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="py-3">
          <CardTitle>Related</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Link className="text-rink-700 hover:underline" to={links.standings({ league: l.id })}>
            {l.shortName ?? l.name} standings
          </Link>
          <Link className="text-rink-700 hover:underline" to={links.teams({ league: l.id })}>
            {l.shortName ?? l.name} teams
          </Link>
          <Link className="text-rink-700 hover:underline" to={links.scores()}>
            Today's scores
          </Link>
          <Link className="text-rink-700 hover:underline" to={links.leagues()}>
            All leagues
          </Link>
          {l.websiteUrl && (
            <a className="text-rink-700 hover:underline" href={l.websiteUrl} target="_blank" rel="noreferrer">
              Official website
            </a>
          )}
        </CardContent>
      </Card>
    </aside>
  );
}
