import { Link } from 'react-router';
import { levelLabel } from '../../../../shared/domain/levels';
import type { LeagueDetail } from '../../../../shared/schemas/league';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function LeagueSidebar({ league: l }: { league: LeagueDetail }) {
  const current = l.seasons.find((s) => s.isActive);
  return (
    <aside className="space-y-4" aria-label="League information">
      <Card>
        <CardHeader className="py-3"><CardTitle>Quick Info</CardTitle></CardHeader>
        <CardContent className="py-1">
          <dl className="divide-y divide-slate-100">
            <Row label="Level">{levelLabel(l.level)}</Row>
            <Row label="Country">{l.country?.name ?? 'International'}</Row>
            <Row label="Founded">{l.founded ?? '—'}</Row>
            <Row label="Status">{l.isActive ? 'Active' : 'Inactive'}</Row>
            {current && <Row label="Current season">{current.name}</Row>}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="py-3"><CardTitle>Related</CardTitle></CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Link className="text-rink-700 hover:underline" to={`/standings?league=${l.id}`}>{l.shortName ?? l.name} standings</Link>
          <Link className="text-rink-700 hover:underline" to={`/teams?league=${l.id}`}>{l.shortName ?? l.name} teams</Link>
          <Link className="text-rink-700 hover:underline" to="/scores">Today's scores</Link>
          <Link className="text-rink-700 hover:underline" to="/leagues">All leagues</Link>
          {l.websiteUrl && <a className="text-rink-700 hover:underline" href={l.websiteUrl} target="_blank" rel="noreferrer">Official website</a>}
        </CardContent>
      </Card>
    </aside>
  );
}
