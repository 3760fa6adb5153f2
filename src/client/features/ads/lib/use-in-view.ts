import { useEffect, useRef, useState } from 'react';
import { INTERSECTION_THRESHOLD } from '#shared/domain/ads/ad-slots';

/**
 * True once 10% of the element has been visible (§4); stays true. Until then the ad code is
 * not even downloaded, so below-the-fold slots cost nothing on first load.
 */
export function useInView<T extends Element>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!enabled || inView || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        // The first callback fires for any overlap; only the 10% crossing counts (float tolerance).
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= INTERSECTION_THRESHOLD * 0.99)) {
          setInView(true);
          io.disconnect();
        }
      },
      { threshold: INTERSECTION_THRESHOLD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [enabled, inView]);

  return [ref, inView] as const;
}
