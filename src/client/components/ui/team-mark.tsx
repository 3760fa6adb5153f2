import { cn } from '../../lib/cn';

type TeamLike = { name: string; shortName?: string | null; logoUrl?: string | null; primaryColor?: string | null };

const SIZES = { sm: 'size-7 text-[10px]', md: 'size-9 text-xs', lg: 'size-16 text-lg' } as const;

/** Initials for teams without a short name: 'Toronto Maple Leafs' -> 'TML'. */
export function teamInitials(team: TeamLike): string {
  if (team.shortName?.trim()) return team.shortName.trim().slice(0, 4).toUpperCase();
  return team.name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

// WCAG: white or black, whichever contrasts more; above luminance 0.179 black wins, and the
// better of the two is always at least 4.58:1, so any stored team colour stays readable.
function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(m[1].slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000' : '#fff';
}

/** A team's logo, or its initials on the team colour; decorative next to the team name. */
export function TeamMark({ team, size = 'md', className }: { team: TeamLike; size?: keyof typeof SIZES; className?: string }) {
  const color = team.primaryColor ?? '#0b3b6d';
  if (team.logoUrl) {
    return (
      <img
        src={team.logoUrl}
        alt=""
        aria-hidden="true"
        loading="lazy"
        className={cn('shrink-0 rounded-full bg-white object-contain ring-1 ring-slate-200', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: color, color: textOn(color) }}
      className={cn('grid shrink-0 place-items-center rounded-full font-bold tracking-tight ring-1 ring-black/10', SIZES[size], className)}
    >
      {teamInitials(team)}
    </span>
  );
}
