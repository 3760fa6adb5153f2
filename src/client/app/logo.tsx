import { Link } from 'react-router';
import { links } from '#shared/routes/routes';

/** A puck on an ice circle: inline SVG, so the brand costs no request. */
export function PuckIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#e0efff" />
      <circle cx="16" cy="16" r="15" fill="none" stroke="#369ff7" strokeWidth="2" />
      <path d="M1 16h30" stroke="#e11d48" strokeWidth="1.5" />
      <ellipse cx="16" cy="19" rx="8" ry="3.2" fill="#0b1f3a" />
      <rect x="8" y="14.5" width="16" height="4.5" fill="#0b1f3a" />
      <ellipse cx="16" cy="14.5" rx="8" ry="3.2" fill="#1e3a5f" />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={links.home()}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight text-white"
    >
      <PuckIcon className="size-8" />
      <span className="text-lg leading-none">
        Hockey <span className="text-rink-300">Directory</span>
      </span>
    </Link>
  );
}
