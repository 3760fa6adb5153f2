import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatGameDate } from '#shared/domain/dates/format';
import { positionLabel } from '#shared/domain/directory/positions';
import { formatAge, formatHeight, formatWeight } from '#shared/domain/directory/units';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { TeamMark } from '#client/components/ui/team-mark';
import { RecordPage } from '#client/components/record-page';
import { playerRoute } from '#shared/routes/pages/player';
import { usePlayer } from '../api/get-player';
import { usePlayerStats } from '../api/get-player-stats';
import { PlayerStatsSection } from '../components/player-stats-section';
import { SquareAd } from '../../ads';
import { DetailRow } from '#client/components/ui/detail-row';
import { isRecordId } from '#shared/domain/directory/record-id';
import { links } from '#shared/routes/routes';

export default function PlayerPage() {
  const id = Number(useParams().id);
  const valid = isRecordId(id);
  const q = usePlayer(id, valid);
  // Asked together with the player, not once it has arrived: one round trip fewer in the browser,
  // one render fewer on the server (issue #16). The stats section reads the same query.
  usePlayerStats(id, valid);
  return (
    <RecordPage
      query={q}
      noun="Player"
      valid={valid}
      back={{ to: links.players(), label: 'Back to Players' }}
      title={playerRoute.record.title}
    >
      {(p) => <PlayerView p={p} />}
    </RecordPage>
  );
}

function PlayerView({ p }: { p: NonNullable<ReturnType<typeof usePlayer>['data']> }) {
  const hand = p.position === 'goalie' ? p.catches : p.shoots;
  const born = [formatGameDate(p.dateOfBirth, 'MMMM d, yyyy'), [p.birthCity, p.birthCountry?.name].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <Link to={links.players()} className="inline-flex items-center gap-1 text-sm text-rink-100 hover:text-white">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All players
          </Link>
          <div className="mt-3 flex items-center gap-4">
            {p.imageUrl ? (
              <img src={p.imageUrl} alt="" className="size-20 rounded-full object-cover ring-2 ring-white/30" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-20 shrink-0 items-center justify-center rounded-full bg-white/10 text-2xl font-bold ring-2 ring-white/20"
                // The jersey in the team's colour, as a ring: the number stays white on the navy.
                style={p.currentTeam?.primaryColor ? { boxShadow: `0 0 0 3px ${p.currentTeam.primaryColor}` } : undefined}
              >
                {p.jerseyNumber ?? `${p.firstName[0] ?? ''}${p.lastName[0] ?? ''}`}
              </span>
            )}
            <div className="min-w-0">
              <h1 className="text-2xl font-bold leading-tight sm:text-3xl">
                {p.firstName} {p.lastName}
              </h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-rink-100">
                <Badge tone="blue">{positionLabel(p.position)}</Badge>
                {p.jerseyNumber != null && <span>#{p.jerseyNumber}</span>}
                {p.currentTeam && (
                  <Link
                    to={links.team(p.currentTeam.id)}
                    className="inline-flex items-center gap-1.5 font-medium text-white hover:underline"
                  >
                    <TeamMark team={p.currentTeam} size="sm" className="ring-1 ring-white/40" />
                    {p.currentTeam.name}
                  </Link>
                )}
              </p>
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 md:grid-cols-2">
        <Card>
          <CardHeader className="py-3">
            <CardTitle>Bio</CardTitle>
          </CardHeader>
          <CardContent className="py-1">
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Age">{formatAge(p.dateOfBirth)}</DetailRow>
              <DetailRow label="Born">{born || '—'}</DetailRow>
              <DetailRow label="Nationality">{p.birthCountry?.name ?? '—'}</DetailRow>
              <DetailRow label="Team">
                {p.currentTeam ? (
                  <Link className="text-rink-700 hover:underline" to={links.team(p.currentTeam.id)}>
                    {p.currentTeam.name}
                  </Link>
                ) : (
                  'No current team'
                )}
              </DetailRow>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="py-3">
            <CardTitle>Measurements</CardTitle>
          </CardHeader>
          <CardContent className="py-1">
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Position">{positionLabel(p.position)}</DetailRow>
              <DetailRow label="Height">{formatHeight(p.height)}</DetailRow>
              <DetailRow label="Weight">{formatWeight(p.weight)}</DetailRow>
              <DetailRow label={p.position === 'goalie' ? 'Catches' : 'Shoots'}>
                {hand === 'L' ? 'Left' : hand === 'R' ? 'Right' : '—'}
              </DetailRow>
            </dl>
          </CardContent>
        </Card>
        <div className="min-w-0 md:col-span-2">
          <PlayerStatsSection playerId={p.id} position={p.position} />
        </div>
        <SquareAd className="my-0 md:col-span-2" />
      </div>
    </>
  );
}
