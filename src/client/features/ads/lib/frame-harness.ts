import { DIRECT_VERIFY_MS, SCRIPT_INIT_MS } from '#shared/domain/ads/ad-slots';

/** Why a creative did not show: 'script' threw or failed to load; 'empty' showed nothing in time. */
export interface AdFailure {
  kind: 'script' | 'empty';
  message: string;
}

/** Message an isolated frame posts to the page once it has a verdict. */
export interface FrameVerdict {
  hdAd: 1;
  kind: 'loaded' | 'script' | 'empty';
  message: string;
}

export function isFrameVerdict(data: unknown): data is FrameVerdict {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { hdAd?: unknown }).hdAd === 1 &&
    ['loaded', 'script', 'empty'].includes(String((data as { kind?: unknown }).kind))
  );
}

/**
 * Runs first inside the isolated (opaque-origin) frame, where the page cannot look in: it applies
 * the §4 checks of the chosen mode itself and posts the verdict to the page. 'direct': a script
 * error or failed load fails; content after the 500 ms script init is early success; the 3000 ms
 * check is the verdict. 'iframe': the frame's load event decides, and only emptiness fails.
 */
export function frameHarness(mode: 'direct' | 'iframe'): string {
  return (
    `<script>(function(){var done=false,err=null;` +
    `function post(k,m){if(done)return;done=true;parent.postMessage({hdAd:1,kind:k,message:m||''},'*')}` +
    `function shown(){var b=document.body;if(!b)return false;for(var n=b.firstChild;n;n=n.nextSibling){` +
    `if(n.nodeType===3&&n.textContent.trim())return true;` +
    `if(n.nodeType===1&&n.tagName!=='SCRIPT'&&n.tagName!=='STYLE'){var r=n.getBoundingClientRect();if(r.width>0&&r.height>0)return true}}return false}` +
    `addEventListener('error',function(e){var t=e.target;` +
    `if(t&&t.tagName==='SCRIPT'&&t.src)err=err||('Failed to load '+t.src);else if(e.message!==undefined)err=err||e.message||'Ad script error'},true);` +
    (mode === 'iframe'
      ? `addEventListener('load',function(){post(shown()?'loaded':'empty','Ad frame is empty')});`
      : `function check(){if(err)post('script',err);else if(shown())post('loaded')}` +
        `addEventListener('load',function(){if(document.querySelector('script[src]'))setTimeout(check,${SCRIPT_INIT_MS});else check()});` +
        `setTimeout(function(){if(err)post('script',err);else post(shown()?'loaded':'empty','No ad content after ${DIRECT_VERIFY_MS} ms')},${DIRECT_VERIFY_MS});`) +
    `})()</script>`
  );
}
