import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path (no markup strings): a phone at the rink opens the address by
 * pointing its camera, instead of typing it.
 */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { d, n } = useMemo(() => {
    const qr = encode(text, { border: 2 });
    let path = '';
    qr.data.forEach((row, y) => row.forEach((on, x) => on && (path += `M${x} ${y}h1v1h-1z`)));
    return { d: path, n: qr.size };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      className="bg-white"
    >
      <path d={d} fill="#0b1220" />
    </svg>
  );
}
