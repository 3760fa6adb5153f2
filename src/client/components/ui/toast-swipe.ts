/** requirements §9: a toast is swiped away from 50 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

type SwipedToast = { style: { getPropertyValue(name: string): string; setProperty(name: string, value: string): void } };
type PointerTarget = { closest?: (selector: string) => unknown } | null;

/**
 * sonner dismisses a toast dragged 45 px (a constant it does not let us set) or flicked fast. It reads
 * how far the toast was dragged from the toast's --swipe-amount-x/-y on pointerup; run before its own
 * handler (capture phase), this sets a drag short of §9's 50 px back to 0, so only a swipe of 50 px
 * or more dismisses (a short fast flick no longer does) and the toast springs back as sonner does.
 */
export function holdShortSwipe(event: { target: EventTarget | PointerTarget }): void {
  const target = event.target as PointerTarget;
  const toast = target?.closest?.('[data-sonner-toast]') as SwipedToast | null | undefined;
  if (!toast) return;
  for (const axis of ['x', 'y']) {
    const name = `--swipe-amount-${axis}`;
    const dragged = Math.abs(Number.parseFloat(toast.style.getPropertyValue(name)) || 0);
    if (dragged < TOAST_SWIPE_THRESHOLD_PX) toast.style.setProperty(name, '0px');
  }
}
