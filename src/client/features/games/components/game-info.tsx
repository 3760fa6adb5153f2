import { Building2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { detailStatusLabel, periodLabel } from '#shared/domain/games/game-status';
import type { Game } from '#shared/schemas/game';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { links } from '#shared/routes/routes';

const OUTCOME_LABELS: Record<string, string> = { REG: 'Regulation', OT: 'Overtime', SO: 'Shootout', TIE: 'Tie' };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function GameInformation({ game }: { game: Game }) {
  return (
    <Card>
      <CardHeader className="py-3">
        <CardTitle className="flex items-center gap-2 text-sm">
          <Info className="size-4 text-rink-600" aria-hidden="true" />
          Game Information
        </CardTitle>
      </CardHeader>
      <CardContent className="py-1">
        <dl className="divide-y divide-slate-100">
          <Row term="Season">{game.season?.name ?? '—'}</Row>
          <Row term="League">{game.league?.name ?? '—'}</Row>
          <Row term="Status">
            <span data-testid="info-status">{detailStatusLabel(game.status, game.startsAt)}</span>
          </Row>
          {/* Issue 28: no placeholder rows ("Period —" on a final): the period while the game is on, the outcome once final. */}
          {game.status === 'live' && periodLabel(game.period) && <Row term="Period">{periodLabel(game.period)}</Row>}
          {game.status === 'final' && game.outcome && <Row term="Outcome">{OUTCOME_LABELS[game.outcome] ?? game.outcome}</Row>}
        </dl>
      </CardContent>
    </Card>
  );
}

export function VenueCard({ venue }: { venue: Game['venue'] }) {
  return (
    <Card>
      <CardHeader className="py-3">
        <CardTitle className="flex items-center gap-2 text-sm">
          <Building2 className="size-4 text-rink-600" aria-hidden="true" />
          Venue
        </CardTitle>
      </CardHeader>
      <CardContent className="py-1">
        {venue ? (
          <dl className="divide-y divide-slate-100">
            <Row term="Name">
              <Link to={links.facility(venue.id)} className="text-rink-700 hover:underline">
                {venue.name}
              </Link>
            </Row>
            <Row term="City">{venue.city}</Row>
            <Row term="Capacity">{venue.capacity != null ? venue.capacity.toLocaleString('en-US') : '—'}</Row>
          </dl>
        ) : (
          <p className="py-4 text-sm text-slate-600">Venue information not available</p>
        )}
      </CardContent>
    </Card>
  );
}
