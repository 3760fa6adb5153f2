import { useState } from 'react';
import { cn } from '#client/lib/cn';
import { teamColor, teamInitials, textOn } from './team-colors';

type Props = { name: string; shortName?: string | null; logoUrl?: string | null; primaryColor?: string | null; size?: 'sm' | 'md' | 'lg' };
const SIZES = { sm: 'size-8 text-[10px]', md: 'size-11 text-xs', lg: 'size-16 text-lg sm:size-20 sm:text-xl' };

/** The team's logo, or its initials on the team colour when there is no logo (or it fails to load). */
export function TeamBadge({ name, shortName, logoUrl, primaryColor, size = 'md' }: Props) {
  const [broken, setBroken] = useState(false);
  const bg = teamColor(primaryColor);
  if (logoUrl && !broken) {
    return (
      <img
        src={logoUrl}
        alt=""
        onError={() => setBroken(true)}
        className={cn('shrink-0 rounded-lg bg-white object-contain p-0.5 ring-1 ring-slate-200', SIZES[size])}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: bg, color: textOn(bg) }}
      className={cn('inline-flex shrink-0 items-center justify-center rounded-lg font-bold tracking-tight shadow-inner', SIZES[size])}
    >
      {teamInitials(name, shortName)}
    </span>
  );
}
