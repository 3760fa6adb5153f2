import { Button } from '#client/components/ui/button';
import { LoadMore } from '#client/components/ui/load-more';
import { PageHeader } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { useUrlFilters } from '#client/lib/use-url-filters';
import { useFacilities } from '../api/get-facilities';
import { FacilityRows, FacilityRowsSkeleton } from '../components/facility-rows';
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
      <PageHeader title="Global Facility Directory" subtitle="Ice rinks, arenas, Olympic venues and training centers around the world." />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <FacilityFilters values={values} onChange={update} onClear={clear} />
        {q.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading facilities">
            <FacilityRowsSkeleton count={SKELETONS} />
          </div>
        ) : q.isError ? (
          <QueryError what="the facilities" query={q} />
        ) : items.length === 0 ? (
          <EmptyState
            title="No facilities found"
            description="Try a different search or remove some filters."
            action={
              <Button variant="secondary" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="result-count">
              <strong className="font-semibold text-slate-900">{total.toLocaleString('en-US')}</strong>{' '}
              {total === 1 ? 'facility' : 'facilities'} found
            </p>
            <FacilityRows facilities={items} />
            <LoadMore
              shown={items.length}
              total={total}
              hasMore={q.hasNextPage}
              loading={q.isFetchingNextPage}
              onLoadMore={() => void q.fetchNextPage()}
              noun="facilities"
            />
          </>
        )}
      </div>
    </>
  );
}
