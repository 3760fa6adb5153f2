import { Link } from 'react-router';
import type { TeamDetail } from '../../../../shared/schemas/team';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** §2.10 Quick Stats: founded, league, city, venue (plus stored attendance when known). */
export function TeamSidebar({ team: t }: { team: TeamDetail }) {
  return (
    <aside className="space-y-4" aria-label="Team information">
      <Card>
        <CardHeader className="py-3"><CardTitle>Quick Stats</CardTitle></CardHeader>
        <CardContent className="py-1">
          <dl className="divide-y divide-slate-100">
            <Row label="Founded">{t.founded ?? '—'}</Row>
            <Row label="League">{t.league ? <Link className="text-rink-700 hover:underline" to={`/league/${t.league.id}`}>{t.league.name}</Link> : '—'}</Row>
            <Row label="City">{t.city}</Row>
            <Row label="Venue">{t.venue ?? t.homeVenue?.name ?? '—'}</Row>
            {t.averageAttendance != null && <Row label="Avg. attendance">{t.averageAttendance.toLocaleString('en-US')}</Row>}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="py-3"><CardTitle>Related</CardTitle></CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Link className="text-rink-700 hover:underline" to={`/players?team=${t.id}`}>Players of {t.name}</Link>
          {t.leagueId && <Link className="text-rink-700 hover:underline" to={`/standings?league=${t.leagueId}`}>League standings</Link>}
          {t.leagueId && <Link className="text-rink-700 hover:underline" to={`/teams?league=${t.leagueId}`}>Other teams in the league</Link>}
          {t.websiteUrl && <a className="text-rink-700 hover:underline" href={t.websiteUrl} target="_blank" rel="noreferrer">Official website</a>}
        </CardContent>
      </Card>
    </aside>
  );
}
