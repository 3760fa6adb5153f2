import { describe, expect, it } from 'vitest';
import { holdShortSwipe, TOAST_SWIPE_THRESHOLD_PX } from '#client/components/ui/toast-swipe';

// requirements §9 (issue 39 item 8): swipe threshold 50 px, where sonner's constant is 45 px.
function toastDragged(x: number, y = 0) {
  const props = new Map([
    ['--swipe-amount-x', `${x}px`],
    ['--swipe-amount-y', `${y}px`],
  ]);
  const toast = { style: { getPropertyValue: (n: string) => props.get(n) ?? '', setProperty: (n: string, v: string) => props.set(n, v) } };
  const target = { closest: (selector: string) => (selector === '[data-sonner-toast]' ? toast : null) };
  return { event: { target: target as unknown as EventTarget }, props };
}

describe('toast swipe threshold', () => {
  it('is 50 px', () => expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50));

  it('holds a drag short of 50 px (which sonner would dismiss from 45 px) back', () => {
    for (const dragged of [46, -49, 49.5]) {
      const { event, props } = toastDragged(dragged);
      holdShortSwipe(event);
      expect(props.get('--swipe-amount-x'), String(dragged)).toBe('0px');
    }
  });

  it('lets a swipe of 50 px or more through, on either axis', () => {
    const right = toastDragged(50);
    holdShortSwipe(right.event);
    expect(right.props.get('--swipe-amount-x')).toBe('50px');
    const up = toastDragged(2, -64);
    holdShortSwipe(up.event);
    expect(up.props.get('--swipe-amount-y')).toBe('-64px');
  });

  it('ignores pointers outside a toast', () => {
    expect(() => holdShortSwipe({ target: null })).not.toThrow();
    expect(() => holdShortSwipe({ target: { closest: () => null } as unknown as EventTarget })).not.toThrow();
  });
});
