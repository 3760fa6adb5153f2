import { Building2, MapPin, Users } from 'lucide-react';
import type { Facility } from '../../../../shared/schemas/facility';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { enumLabel } from './facility-labels';

export function FacilityCard({ facility: f }: { facility: Facility }) {
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="facility-card">
      <div className="relative h-28 bg-gradient-to-br from-rink-700 via-rink-800 to-navy-900">
        {f.imageUrl ? (
          <img src={f.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <Building2 aria-hidden="true" className="absolute inset-0 m-auto size-12 text-white/30" />
        )}
        <Badge tone="blue" className="absolute left-3 top-3 shadow-sm">{enumLabel(f.facilityType)}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug text-slate-900">{f.name}</h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">{f.city}{f.country ? `, ${f.country.name}` : ''}</span>
        </p>
        <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-xs">
          <div>
            <dt className="text-slate-500">Surface</dt>
            <dd className="font-medium text-slate-900">{enumLabel(f.surfaceType)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-slate-500"><Users aria-hidden="true" className="size-3" />Capacity</dt>
            <dd className="font-medium tabular-nums text-slate-900">{f.capacity != null ? f.capacity.toLocaleString('en-US') : '—'}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

export function FacilityCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="facility-skeleton">
      <Skeleton className="h-28 rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-3 h-8 w-full" />
      </div>
    </Card>
  );
}
