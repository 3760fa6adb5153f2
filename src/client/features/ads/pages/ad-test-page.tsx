import { useCallback, useState } from 'react';
import { AD_TEST_TYPES, DEFAULT_AD_STRATEGY, DEFAULT_AD_TYPE } from '#shared/domain/ads/ad-slots';
import { PageHeader } from '#client/components/ui/page-header';
import { Skeleton } from '#client/components/ui/skeleton';
import { useAdConfig } from '../api/get-ad-config';
import { AdSlot } from '../components/ad-slot';
import { DebugPanel } from '../components/debug-panel';
import { StoredConfig } from '../components/stored-config';
import { TestControls, type TestChoice } from '../components/test-controls';
import type { AdDebugRecord } from '../lib/debug-record';
import { useSignedInGuard } from '../lib/use-signed-in-guard';
import { links } from '#shared/routes/routes';

const COPIES = ['Ad 1', 'Ad 2'] as const;

/** §2.17 /ad-test: renders the chosen ad twice with the chosen strategy, with live debug records. */
export default function AdTestPage() {
  const access = useSignedInGuard(links.adTest(), 'You need to be logged in to access the ad test page.');
  const { config, isLoading } = useAdConfig();
  const [choice, setChoice] = useState<TestChoice>({
    type: DEFAULT_AD_TYPE,
    strategy: DEFAULT_AD_STRATEGY,
    debug: false,
    position: 'bottom-right',
  });
  const [records, setRecords] = useState<Record<string, AdDebugRecord>>({});
  const alias = AD_TEST_TYPES.find((t) => t.type === choice.type)?.alias ?? 'banner-728x90';
  const onDebug = useCallback((label: string, r: AdDebugRecord) => setRecords((prev) => ({ ...prev, [label]: r })), []);

  return (
    <>
      <PageHeader title="Ad Test" subtitle="Preview each ad type with each loading strategy before it goes live." />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
        {access !== 'allowed' ? (
          access === 'denied' ? (
            <p className="text-sm text-slate-600">Redirecting to sign in…</p>
          ) : (
            <Skeleton className="h-40" />
          )
        ) : (
          <>
            <TestControls
              value={choice}
              onChange={(next) => {
                if (next.type !== choice.type || next.strategy !== choice.strategy) setRecords({});
                setChoice(next);
              }}
            />
            {isLoading ? <Skeleton className="h-40" /> : <StoredConfig config={config} />}
            <section aria-labelledby="ad-previews" className="grid gap-6">
              <h2 id="ad-previews" className="text-lg font-semibold text-navy-900">
                Preview: {AD_TEST_TYPES.find((t) => t.type === choice.type)?.label} · {choice.strategy}
              </h2>
              {COPIES.map((label) => (
                <div key={label} className="grid gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-4" data-ad-copy={label}>
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {label} · {alias}
                  </p>
                  <AdSlot
                    key={`${choice.type}-${choice.strategy}`}
                    slot={alias}
                    type={choice.type}
                    strategy={choice.strategy}
                    onDebug={(r) => onDebug(label, r)}
                  />
                </div>
              ))}
            </section>
            {choice.debug && <DebugPanel position={choice.position} records={Object.entries(records)} />}
          </>
        )}
      </div>
    </>
  );
}
