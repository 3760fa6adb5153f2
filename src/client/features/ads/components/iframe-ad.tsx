import { useEffect, useMemo, useRef, useState } from 'react';
import { IFRAME_SANDBOX } from '#shared/domain/ad-slots';
import { AdSpinner } from './ad-boxes';

/** A frame that never loads counts as failed after this long. */
const FRAME_TIMEOUT_MS = 10_000;

interface Props {
  html: string;
  slot: string;
  onLoaded: () => void;
  onFail: (reason: string) => void;
}

/** Creative wrapped in a bare document (after `head`, if any); links open outside the frame. */
export function frameDocument(html: string, head = ''): string {
  return `<!doctype html><html data-ad-frame><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;padding:0;overflow:hidden;height:100%}body{display:flex;align-items:center;justify-content:center}</style>${head}</head><body>${html}</body></html>`;
}

/** Chromium fires load for the initial about:blank too; only our srcdoc document counts. */
function isOwnDocument(frame: HTMLIFrameElement): boolean {
  const doc = frame.contentDocument;
  // Unreadable (should not happen with allow-same-origin): trust the load event.
  return !doc || doc.documentElement.hasAttribute('data-ad-frame');
}

function frameIsEmpty(frame: HTMLIFrameElement): boolean {
  const body = frame.contentDocument?.body;
  if (!body) return false;
  // nodeType, not instanceof: the frame's nodes belong to another realm.
  const visible = Array.from(body.childNodes).filter(
    (n) =>
      (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ||
      (n.nodeType === Node.ELEMENT_NODE && !['SCRIPT', 'STYLE'].includes((n as Element).tagName)),
  );
  return visible.length === 0;
}

/** Iframe strategy (§4): sandboxed srcdoc, spinner until the frame's load event. */
export function IframeAd({ html, slot, onLoaded, onFail }: Props) {
  const [loaded, setLoaded] = useState(false);
  const srcDoc = useMemo(() => frameDocument(html), [html]);
  const callbacks = useRef({ onLoaded, onFail });
  useEffect(() => {
    callbacks.current = { onLoaded, onFail };
  });

  useEffect(() => {
    if (loaded) return;
    const t = setTimeout(() => callbacks.current.onFail('Ad frame did not load'), FRAME_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [loaded]);

  return (
    <>
      {!loaded && <AdSpinner />}
      <iframe
        title={`Advertisement: ${slot}`}
        srcDoc={srcDoc}
        sandbox={IFRAME_SANDBOX}
        className="block h-full w-full border-0"
        onLoad={(e) => {
          if (!isOwnDocument(e.currentTarget)) return;
          setLoaded(true);
          if (frameIsEmpty(e.currentTarget)) callbacks.current.onFail('Ad frame is empty');
          else callbacks.current.onLoaded();
        }}
      />
    </>
  );
}
