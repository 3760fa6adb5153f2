import { useEffect, useRef } from 'react';
import { DIRECT_VERIFY_MS, SCRIPT_INIT_MS } from '#shared/domain/ad-slots';
import { markDirectCodeRan } from '../lib/direct-code-ran';

/** 'script': a creative script threw or failed to load; 'empty': nothing showed up in time. */
export interface DirectFailure {
  kind: 'script' | 'empty';
  message: string;
}

interface Props {
  html: string;
  onLoaded: () => void;
  onFail: (failure: DirectFailure) => void;
}

/** Anything visible besides script/style: an element with a box, or text. */
function hasContent(el: HTMLElement): boolean {
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
    if (!(node instanceof HTMLElement) || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') continue;
    const r = node.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) return true;
  }
  return false;
}

/**
 * Direct injection (§4): innerHTML never runs <script>, so each one is re-created. Inline
 * scripts run synchronously on insertion, which lets a window error listener attribute their
 * errors; external ones report load errors and runtime errors carrying their URL.
 */
export function DirectAd({ html, onLoaded, onFail }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoaded, onFail });
  useEffect(() => {
    callbacks.current = { onLoaded, onFail };
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let settled = false;
    let scriptError: string | null = null;
    let injecting = true;
    const sources = new Set<string>();
    const onError = (e: ErrorEvent) => {
      if (injecting || sources.has(e.filename)) scriptError ??= e.message || 'Ad script error';
    };
    window.addEventListener('error', onError);

    markDirectCodeRan();
    el.innerHTML = html;
    const loads: Promise<void>[] = [];
    for (const old of Array.from(el.querySelectorAll('script'))) {
      const script = document.createElement('script');
      for (const attr of Array.from(old.attributes)) script.setAttribute(attr.name, attr.value);
      script.text = old.text;
      if (old.src) {
        sources.add(script.src);
        loads.push(
          new Promise((resolve) => {
            script.onload = () => resolve();
            script.onerror = () => {
              scriptError ??= `Failed to load ${script.src}`;
              resolve();
            };
          }),
        );
      }
      old.replaceWith(script);
    }
    injecting = false;

    const finish = (final: boolean) => {
      if (settled) return;
      if (scriptError) {
        settled = true;
        callbacks.current.onFail({ kind: 'script', message: scriptError });
        return;
      }
      if (hasContent(el)) {
        settled = true;
        callbacks.current.onLoaded();
        return;
      }
      if (final) {
        settled = true;
        callbacks.current.onFail({ kind: 'empty', message: `No ad content after ${DIRECT_VERIFY_MS} ms` });
      }
    };
    // Early success once external scripts had their init time; the 3000 ms check is the verdict.
    let initTimer: ReturnType<typeof setTimeout> | undefined;
    void Promise.all(loads).then(() => {
      if (loads.length === 0) finish(false);
      else initTimer = setTimeout(() => finish(false), SCRIPT_INIT_MS);
    });
    const verifyTimer = setTimeout(() => finish(true), DIRECT_VERIFY_MS);

    return () => {
      settled = true;
      clearTimeout(initTimer);
      clearTimeout(verifyTimer);
      window.removeEventListener('error', onError);
      el.innerHTML = '';
    };
  }, [html]);

  return <div ref={ref} className="flex h-full w-full items-center justify-center overflow-hidden" />;
}
