/** Faint rink markings for hero backgrounds: vector, so it costs a few hundred bytes instead of a photo. */
export function RinkArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" fill="none">
      <rect x="10" y="10" width="780" height="380" rx="160" stroke="currentColor" strokeWidth="3" />
      <path d="M400 10v380" stroke="#e11d48" strokeWidth="5" opacity=".7" />
      <path d="M270 10v380M530 10v380" stroke="#369ff7" strokeWidth="6" opacity=".8" />
      <path d="M70 30v340M730 30v340" stroke="#e11d48" strokeWidth="2" opacity=".6" />
      <circle cx="400" cy="200" r="70" stroke="#369ff7" strokeWidth="3" />
      <circle cx="400" cy="200" r="5" fill="#369ff7" />
      {[
        [160, 110],
        [160, 290],
        [640, 110],
        [640, 290],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="55" stroke="#e11d48" strokeWidth="2" opacity=".6" />
          <circle cx={cx} cy={cy} r="6" fill="#e11d48" opacity=".7" />
        </g>
      ))}
      <path d="M70 170a30 30 0 0 1 0 60M730 170a30 30 0 0 0 0 60" stroke="#369ff7" strokeWidth="2" />
    </svg>
  );
}
