import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdLoadStatus, AdSlot, AdStrategy } from '#shared/domain/ad-slots';
import { AdErrorBox, AdUnavailableBox } from './ad-boxes';
import { DirectAd, type DirectFailure } from './direct-ad';
import { IframeAd } from './iframe-ad';
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
  /** Only in a sandboxed opaque-origin frame, whatever the strategy (docs/decisions/0003). */
  isolated: boolean;
}

type Outcome =
  { kind: 'loading' } | { kind: 'loaded' } | { kind: 'failed'; failure: DirectFailure } | { kind: 'unavailable'; reason: string };

/**
 * §4 strategies: direct injects the html into the page, iframe isolates it in a sandboxed
 * srcdoc frame, hybrid tries direct first and moves to the iframe when direct fails. Isolated,
 * both modes run inside an opaque-origin frame that applies the same checks and reports back.
 */
export default function AdRenderer({ slot, html, strategy, onState, isolated }: Props) {
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
    (failure: DirectFailure) => {
      if (strategy === 'hybrid') {
        setMode('iframe');
        return;
      }
      setOutcome({ kind: 'failed', failure });
    },
    [strategy],
  );
  const onFrameFail = useCallback((reason: string) => setOutcome({ kind: 'unavailable', reason }), []);
  const onIsolatedFail = useCallback(
    (failure: DirectFailure) => {
      if (mode === 'direct') onDirectFail(failure);
      else onFrameFail(failure.message);
    },
    [mode, onDirectFail, onFrameFail],
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
      {(outcome.kind === 'loading' || outcome.kind === 'loaded') &&
        (isolated ? (
          <IsolatedAd key={mode} html={html} slot={slot} mode={mode} onLoaded={onLoaded} onFail={onIsolatedFail} />
        ) : mode === 'direct' ? (
          <DirectAd html={html} onLoaded={onLoaded} onFail={onDirectFail} />
        ) : (
          <IframeAd html={html} slot={slot} onLoaded={onLoaded} onFail={onFrameFail} />
        ))}
    </div>
  );
}
