import { Loader2 } from 'lucide-react';
import { Button } from './button';

type Props = { shown: number; total: number; hasMore: boolean; loading: boolean; onLoadMore: () => void; noun?: string };

/** The LoadMore row's space, held while the first page loads when more pages are known to follow. */
export function LoadMoreSpace() {
  return (
    <div aria-hidden="true" className="invisible mt-4 flex flex-col items-center gap-2 text-sm">
      <p>Showing</p>
      <Button variant="secondary" size="sm" tabIndex={-1}>
        Load more
      </Button>
    </div>
  );
}

/** "Showing 24 of 1,200" plus a Load more button: long lists grow by pages, never in one fetch. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore, noun = 'results' }: Props) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-600">
      <p aria-live="polite">
        Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
      </p>
      {hasMore && (
        <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={loading}>
          {loading && <Loader2 className="animate-spin" aria-hidden="true" />}
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
