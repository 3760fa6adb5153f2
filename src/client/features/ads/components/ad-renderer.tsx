import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdLoadStatus, AdSlot, AdStrategy } from '#shared/domain/ads/ad-slots';
import { AdErrorBox, AdUnavailableBox } from './ad-boxes';
import type { AdFailure } from '../lib/frame-harness';
import { IsolatedAd } from './isolated-ad';

export interface RenderState {
  status: AdLoadStatus;
  loadTime: number | null;
  errorMessage: string | null;
}

interface Props {
  slot: AdSlot;
  html: string;
  strategy: AdStrategy;
  onState: (state: RenderState) => void;
}

type Outcome = { kind: 'loading' } | { kind: 'loaded' } | { kind: 'failed'; failure: AdFailure } | { kind: 'unavailable'; reason: string };

/**
 * §4 strategies, every one inside an opaque-origin frame (docs/decisions/0003): direct runs the
 * html as the frame's document under the direct checks, iframe under the frame checks, hybrid
 * tries direct first and moves to a fresh iframe-mode frame when direct fails.
 */
export default function AdRenderer({ slot, html, strategy, onState }: Props) {
  const [mode, setMode] = useState<'direct' | 'iframe'>(strategy === 'iframe' ? 'iframe' : 'direct');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    html.trim() ? { kind: 'loading' } : { kind: 'unavailable', reason: 'No ad HTML for this slot' },
  );
  const started = useRef(performance.now());

  useEffect(() => {
    const loadTime = outcome.kind === 'loaded' ? Math.round(performance.now() - started.current) : null;
    const status: AdLoadStatus = outcome.kind === 'loading' ? 'loading' : outcome.kind === 'loaded' ? 'loaded' : 'error';
    const errorMessage = outcome.kind === 'failed' ? outcome.failure.message : outcome.kind === 'unavailable' ? outcome.reason : null;
    onState({ status, loadTime, errorMessage });
  }, [outcome, onState]);

  const onLoaded = useCallback(() => setOutcome({ kind: 'loaded' }), []);
  const onDirectFail = useCallback(
    (failure: AdFailure) => {
      if (strategy === 'hybrid') {
        setMode('iframe');
        return;
      }
      setOutcome({ kind: 'failed', failure });
    },
    [strategy],
  );
  const onFail = useCallback(
    (failure: AdFailure) => {
      if (mode === 'direct') onDirectFail(failure);
      else setOutcome({ kind: 'unavailable', reason: failure.message });
    },
    [mode, onDirectFail],
  );

  return (
    <div
      className="absolute inset-0"
      data-ad-status={outcome.kind === 'unavailable' || outcome.kind === 'failed' ? 'error' : outcome.kind}
      data-ad-strategy={mode}
    >
      {outcome.kind === 'unavailable' && <AdUnavailableBox />}
      {outcome.kind === 'failed' &&
        (outcome.failure.kind === 'script' ? (
          <AdErrorBox title="Ad Loading Error" message="Failed to load ad content" />
        ) : (
          <AdErrorBox title="Ad Error" message={`Failed to load ${slot}`} />
        ))}
      {(outcome.kind === 'loading' || outcome.kind === 'loaded') && (
        <IsolatedAd key={mode} html={html} slot={slot} mode={mode} onLoaded={onLoaded} onFail={onFail} />
      )}
    </div>
  );
}
