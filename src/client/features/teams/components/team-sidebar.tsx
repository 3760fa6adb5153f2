import { Link } from 'react-router';
import type { TeamDetail } from '#shared/schemas/team';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { DetailRow } from '#client/components/ui/detail-row';
import { links } from '#shared/routes/routes';

/** §2.10 Quick Stats: founded, league, city, venue (plus stored attendance when known). */
export function TeamSidebar({ team: t }: { team: TeamDetail }) {
  return (
    <aside className="space-y-4" aria-label="Team information">
      <Card>
        <CardHeader className="py-3">
          <CardTitle>Quick Stats</CardTitle>
        </CardHeader>
        <CardContent className="py-1">
          <dl className="divide-y divide-slate-100">
            <DetailRow label="Founded">{t.founded ?? '—'}</DetailRow>
            <DetailRow label="League">
              {t.league ? (
                <Link className="text-rink-700 hover:underline" to={links.league(t.league.id)}>
                  {t.league.name}
                </Link>
              ) : (
                '—'
              )}
            </DetailRow>
            <DetailRow label="City">{t.city}</DetailRow>
            <DetailRow label="Venue">{t.venue ?? t.homeVenue?.name ?? '—'}</DetailRow>
            {t.averageAttendance != null && <DetailRow label="Avg. attendance">{t.averageAttendance.toLocaleString('en-US')}</DetailRow>}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="py-3">
          <CardTitle>Related</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Link className="text-rink-700 hover:underline" to={links.players({ team: t.id })}>
            Players of {t.name}
          </Link>
          {t.leagueId && (
            <Link className="text-rink-700 hover:underline" to={links.standings({ league: t.leagueId })}>
              League standings
            </Link>
          )}
          {t.leagueId && (
            <Link className="text-rink-700 hover:underline" to={links.teams({ league: t.leagueId })}>
              Other teams in the league
            </Link>
          )}
          {t.websiteUrl && (
            <a className="text-rink-700 hover:underline" href={t.websiteUrl} target="_blank" rel="noreferrer">
              Official website
            </a>
          )}
        </CardContent>
      </Card>
    </aside>
  );
}
