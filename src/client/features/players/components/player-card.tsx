import { Link } from 'react-router';
import { positionLabel } from '../../../../shared/domain/positions';
import { formatAge, formatHeight, formatWeight } from '../../../../shared/domain/units';
import type { Player } from '../../../../shared/schemas/player';
import { Badge } from '../../../components/ui/badge';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';

function initials(p: Player) {
  return `${p.firstName[0] ?? ''}${p.lastName[0] ?? ''}`.toUpperCase();
}

export function PlayerCard({ player: p }: { player: Player }) {
  return (
    <article data-testid="player-card" className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" className="size-11 shrink-0 rounded-full object-cover ring-1 ring-slate-200" /> : (
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white">{initials(p)}</span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-tight text-slate-900">
            <Link to={`/player/${p.id}`} className="hover:text-rink-700 hover:underline">{p.firstName} {p.lastName}</Link>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
            {p.jerseyNumber != null && <span className="font-bold tabular-nums text-slate-500">#{p.jerseyNumber}</span>}
            <Badge tone="blue">{positionLabel(p.position)}</Badge>
          </div>
          <p className="mt-1 truncate text-xs text-slate-600">
            {p.currentTeam ? <Link to={`/team/${p.currentTeam.id}`} className="font-medium text-rink-700 hover:underline">{p.currentTeam.name}</Link> : 'Free agent'}
            {p.birthCountry && <span> · {p.birthCountry.name}</span>}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-100 pt-2 text-xs">
        <div><dt className="text-slate-500">Height</dt><dd className="font-medium tabular-nums text-slate-900">{formatHeight(p.height)}</dd></div>
        <div><dt className="text-slate-500">Weight</dt><dd className="font-medium tabular-nums text-slate-900">{formatWeight(p.weight)}</dd></div>
        <div><dt className="text-slate-500">Age</dt><dd className="font-medium tabular-nums text-slate-900">{formatAge(p.dateOfBirth)}</dd></div>
      </dl>
    </article>
  );
}

const SKELETON_FACTS = [['Height', `6'1" (185 cm)`], ['Weight', '194 lbs (88 kg)'], ['Age', '27']];

/** PlayerCard's shape with typical values, so it wraps like a real card at every width (no shift). */
export function PlayerCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="skeleton" className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-tight"><SkeletonText>Player Name</SkeletonText></p>
          <div className="mt-1 flex items-center gap-1.5 text-xs"><SkeletonText className="rounded-full px-2 py-0.5 font-semibold">Defense</SkeletonText></div>
          <p className="mt-1 text-xs"><SkeletonText>Team Name · Country</SkeletonText></p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-100 pt-2 text-xs">
        {SKELETON_FACTS.map(([label, value]) => (
          <div key={label}><dt className="text-slate-500">{label}</dt><dd className="font-medium tabular-nums"><SkeletonText>{value}</SkeletonText></dd></div>
        ))}
      </dl>
    </div>
  );
}
