import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { AD_FRAME_PATH, ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';
import { frameDocument } from '../lib/frame-document';
import { frameHarness, isFrameVerdict, type AdFailure } from '../lib/frame-harness';
import { AdSpinner } from './ad-boxes';

/** A frame that never reports counts as failed after this long. */
const FRAME_TIMEOUT_MS = 10_000;

interface Props {
  html: string;
  slot: string;
  mode: 'direct' | 'iframe';
  onLoaded: () => void;
  onFail: (failure: AdFailure) => void;
}

/**
 * The only place a creative runs (docs/decisions/0003): a sandboxed frame without
 * allow-same-origin, so its script cannot reach this page, and what it sends to our API carries
 * no session, whoever is signed in now or later. The page cannot look in either, so the frame's
 * harness reports the §4 verdict by postMessage. The frame loads /ad-frame, whose own policy lets
 * third-party script run (a srcdoc frame would inherit this page's strict one, docs/decisions/0033),
 * and takes the document posted to it once loaded.
 */
export function IsolatedAd({ html, slot, mode, onLoaded, onFail }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [settled, setSettled] = useState(false);
  const srcDoc = useMemo(() => frameDocument(html, frameHarness(mode)), [html, mode]);
  const callbacks = useRef({ onLoaded, onFail });
  // The frame element its document went to: written once, so neither the document's own load
  // event nor a creative navigating the frame elsewhere gets it again.
  const posted = useRef<HTMLIFrameElement | null>(null);
  const onFrameLoad = (e: SyntheticEvent<HTMLIFrameElement>) => {
    const el = e.currentTarget;
    if (posted.current === el) return;
    posted.current = el;
    // '*': the frame's origin is opaque, and the document is the public ad config's creative.
    el.contentWindow?.postMessage(srcDoc, '*');
  };
  useEffect(() => {
    callbacks.current = { onLoaded, onFail };
  });

  useEffect(() => {
    if (settled) return;
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow || !isFrameVerdict(e.data)) return;
      setSettled(true);
      if (e.data.kind === 'loaded') callbacks.current.onLoaded();
      else callbacks.current.onFail({ kind: e.data.kind, message: e.data.message });
    };
    window.addEventListener('message', onMessage);
    const t = setTimeout(() => {
      setSettled(true);
      callbacks.current.onFail({ kind: 'empty', message: 'Ad frame did not load' });
    }, FRAME_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(t);
    };
  }, [settled]);

  return (
    <>
      {!settled && <AdSpinner />}
      <iframe
        key={srcDoc}
        ref={frame}
        title={`Advertisement: ${slot}`}
        src={AD_FRAME_PATH}
        onLoad={onFrameLoad}
        sandbox={ISOLATED_AD_SANDBOX}
        data-ad-isolated=""
        className="block h-full w-full border-0"
      />
    </>
  );
}
