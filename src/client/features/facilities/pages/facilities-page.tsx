import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useFacilities } from '../api/get-facilities';
import { FacilityCard, FacilityCardSkeleton } from '../components/facility-card';
import { FacilityFilters } from '../components/facility-filters';
import { TopBannerAd } from '../../ads';

const DEFAULTS = { search: '', countryId: '', surfaceType: '', facilityType: '' };
const SKELETONS = 6; // §9

export default function FacilitiesPage() {
  const { values, update, clear } = useUrlFilters(DEFAULTS);
  const q = useFacilities(values);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader title="Global Facility Directory"
        subtitle="Ice rinks, arenas, Olympic venues and training centers around the world." />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <FacilityFilters values={values} onChange={update} onClear={clear} />
        {q.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading facilities" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: SKELETONS }, (_, i) => <FacilityCardSkeleton key={i} />)}
          </div>
        ) : q.isError ? (
          <ErrorState message={errorMessage(q.error)} />
        ) : items.length === 0 ? (
          <EmptyState title="No facilities found" description="Try a different search or remove some filters."
            action={<Button variant="secondary" onClick={clear}>Clear Filters</Button>} />
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="result-count">
              <strong className="font-semibold text-slate-900">{total.toLocaleString('en-US')}</strong> {total === 1 ? 'facility' : 'facilities'} found
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((f) => <FacilityCard key={f.id} facility={f} />)}
            </div>
            <LoadMore shown={items.length} total={total} hasMore={q.hasNextPage} loading={q.isFetchingNextPage}
              onLoadMore={() => void q.fetchNextPage()} noun="facilities" />
          </>
        )}
      </div>
    </>
  );
}
