import { ArrowLeft, Building2, Map as MapIcon, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '#client/components/record-page';
import { facilityRoute } from '#shared/routes/pages/facility';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { DetailRow } from '#client/components/ui/detail-row';
import { useFacility } from '../api/get-facility';
import { FacilityGames, FacilityTeams } from '../components/facility-activity';
import { enumLabel } from '../components/facility-labels';
import { mapSearchUrl } from '../lib/map-link';
import { isRecordId } from '#shared/domain/directory/record-id';
import { links } from '#shared/routes/routes';

/** /facility/{id} (issue #16): one rink or arena, linked from facility cards and game venues. */
export default function FacilityPage() {
  const id = Number(useParams().id);
  const valid = isRecordId(id);
  const q = useFacility(id, valid);
  return (
    <RecordPage
      query={q}
      noun="Facility"
      valid={valid}
      back={{ to: links.facilities(), label: 'Back to Facilities' }}
      title={facilityRoute.record.title}
    >
      {(f) => <FacilityView f={f} />}
    </RecordPage>
  );
}

function FacilityView({ f }: { f: NonNullable<ReturnType<typeof useFacility>['data']> }) {
  const place = [f.city, f.country?.name].filter(Boolean).join(', ');
  const map = mapSearchUrl(f);
  return (
    <>
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <Link to={links.facilities()} className="inline-flex items-center gap-1 text-sm text-rink-100 hover:text-white">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All facilities
          </Link>
          <div className="mt-3 flex items-center gap-4">
            {f.imageUrl ? (
              <img src={f.imageUrl} alt="" className="size-20 rounded-xl object-cover ring-2 ring-white/30" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-2 ring-white/20"
              >
                <Building2 className="size-10" />
              </span>
            )}
            <div className="min-w-0">
              <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{f.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-rink-100">
                <Badge tone="blue">{enumLabel(f.facilityType)}</Badge>
                {place && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" />
                    {place}
                  </span>
                )}
              </p>
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_340px]">
        {/* First on a phone (capacity, surface, the map link), beside the games from lg. */}
        <Card className="h-fit lg:col-start-2 lg:row-start-1">
          <CardHeader className="py-3">
            <CardTitle>Facility Information</CardTitle>
          </CardHeader>
          <CardContent className="py-1">
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Type">{enumLabel(f.facilityType)}</DetailRow>
              <DetailRow label="Surface">{enumLabel(f.surfaceType)}</DetailRow>
              <DetailRow label="Capacity">{f.capacity != null ? f.capacity.toLocaleString('en-US') : '—'}</DetailRow>
              <DetailRow label="Address">{f.address || '—'}</DetailRow>
              <DetailRow label="City">{f.city || '—'}</DetailRow>
              <DetailRow label="Country">{f.country?.name ?? '—'}</DetailRow>
            </dl>
            {map && (
              <p className="border-t border-slate-100 py-3">
                <a
                  href={map}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-rink-700 hover:underline focus-visible:outline-2 focus-visible:outline-rink-500"
                >
                  <MapIcon aria-hidden="true" className="size-4" />
                  Open in map
                  <span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
                </a>
              </p>
            )}
          </CardContent>
        </Card>
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
          <FacilityTeams facilityId={f.id} />
          <div className="grid gap-4 md:grid-cols-2">
            <FacilityGames facilityId={f.id} kind="upcoming" />
            <FacilityGames facilityId={f.id} kind="recent" />
          </div>
        </div>
      </div>
    </>
  );
}
