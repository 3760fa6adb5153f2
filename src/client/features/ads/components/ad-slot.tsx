import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { configHtmlKey, DEFAULT_AD_STRATEGY, resolveSlot, shouldRenderAd, type AdStrategy, type AdType } from '#shared/domain/ads/ad-slots';
import { cn } from '#client/lib/cn';
import { useAdConfig } from '../api/get-ad-config';
import { useAdsOff } from '../lib/use-ads-off';
import type { AdDebugRecord, OnAdDebug } from '../lib/debug-record';
import { boxStyle, countScripts, sizeOf, slotType } from '../lib/slot-size';
import { useInView } from '../lib/use-in-view';
import { AdSpinner } from './ad-boxes';
import type { RenderState } from './ad-renderer';

// The renderer (and any creative) is fetched only when a slot first becomes visible.
const AdRenderer = lazy(() => import('./ad-renderer'));

export interface AdSlotProps {
  /** Slot name or alias (banner-728x90 → topBanner). */
  slot: string;
  /** Box size override (the ad test page); defaults to the slot's own size. */
  type?: AdType;
  strategy?: AdStrategy;
  className?: string;
  onDebug?: OnAdDebug;
}

/**
 * One ad position (§4). It always occupies its exact §9 box once it is going to show, so a
 * creative arriving late never moves the page; it renders nothing when ads are off.
 */
export function AdSlot({ slot: name, type, strategy = DEFAULT_AD_STRATEGY, className, onDebug }: AdSlotProps) {
  const slot = resolveSlot(name);
  const { config, isLoading: configLoading } = useAdConfig();
  const off = useAdsOff();
  const isLoading = !off && configLoading;
  const size = sizeOf(type ?? (slot ? slotType(slot) : 'banner'));
  const active = slot !== null && !off && !isLoading && shouldRenderAd(config, slot);
  const html = slot ? (config.adUnits[configHtmlKey(slot)] ?? '') : '';
  const [ref, inView] = useInView<HTMLDivElement>(active);

  const onDebugRef = useRef(onDebug);
  useEffect(() => {
    onDebugRef.current = onDebug;
  });
  const report = useCallback(
    (state: RenderState) => {
      const record: AdDebugRecord = {
        slot: slot ?? name,
        strategy,
        dimensions: { width: size.width, height: size.height },
        htmlCodeLength: html.length,
        scriptCount: countScripts(html),
        ...state,
      };
      onDebugRef.current?.(record);
    },
    [slot, name, strategy, size.width, size.height, html],
  );

  const idle = !isLoading && (!active || !inView);
  useEffect(() => {
    if (idle) report({ status: 'not-rendered', loadTime: null, errorMessage: null });
  }, [idle, report]);

  if (slot === null) return null;
  if (isLoading) {
    return (
      <div className={cn('relative mx-auto', className)} style={boxStyle(size)}>
        <AdSpinner />
      </div>
    );
  }
  if (!active) return null;
  return (
    <div
      ref={ref}
      data-ad-slot={slot}
      className={cn('relative mx-auto overflow-hidden rounded-md bg-slate-100', className)}
      style={boxStyle(size)}
    >
      {inView && (
        <Suspense fallback={<AdSpinner />}>
          <AdRenderer slot={slot} html={html} strategy={strategy} onState={report} />
        </Suspense>
      )}
    </div>
  );
}
