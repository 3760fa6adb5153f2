import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { holdShortSwipe } from './toast-swipe';

// Sonner's rich colours put mid-tone text on pale backgrounds (error red on pink is 4.1:1); darker
// shades of the same hues pass WCAG AA (≥ 4.5:1) on those backgrounds.
const READABLE_COLORS = {
  '--error-text': '#991b1b',
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
} as CSSProperties;

/**
 * requirements §9: one toast at a time, shown 5000 ms, swiped away from 50 px (toast-swipe.ts: React's
 * capture phase runs before sonner's pointerup; `display: contents` keeps the wrapper out of layout).
 * Mounted by ToasterHost once ./toast is imported.
 */
export default function Toaster() {
  return (
    <div style={{ display: 'contents' }} onPointerUpCapture={holdShortSwipe}>
      <Sonner visibleToasts={1} duration={5000} position="top-right" richColors closeButton style={READABLE_COLORS} />
    </div>
  );
}
