import { cn } from '../../lib/cn';

type LeagueLike = { name: string; shortName?: string | null };

// Dark, distinct hues: white initials on every one of them clear 4.5:1.
const PALETTE = ['#0b3b6d', '#7a1f2b', '#1f5f3a', '#5b2a86', '#8a4b08', '#0f5e63', '#3f3f46', '#9d174d', '#1e40af', '#065f46'];
const SIZES = { sm: 'h-7 min-w-7 text-[10px]', md: 'h-10 min-w-10 text-xs', lg: 'h-16 min-w-16 text-base' } as const;

/** The league's letters: its short name, else the initials of its name ("Liiga" -> "LIIGA", "Czech Extraliga" -> "CE"). */
export function leagueLetters(league: LeagueLike): string {
  const short = league.shortName?.trim();
  if (short) return short.slice(0, 5).toUpperCase();
  const words = league.name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  return (words.length ? words : league.name.split(/\s+/))
    .map((w) => w[0])
    .join('')
    .slice(0, 4)
    .toUpperCase();
}

/** A stable colour per league, from its name: the same league looks the same on every screen. */
export function leagueColor(league: LeagueLike): string {
  let h = 0;
  for (const ch of league.name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[h % PALETTE.length];
}

/** A monogram badge per league (issue 19 item 8): distinct marks instead of one shield for all, no images. */
export function LeagueMark({ league, size = 'md', className }: { league: LeagueLike; size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: leagueColor(league) }}
      className={cn(
        'inline-grid shrink-0 place-items-center rounded-lg px-1 font-extrabold leading-none tracking-tight text-white ring-1 ring-black/10',
        SIZES[size],
        className,
      )}
    >
      {leagueLetters(league)}
    </span>
  );
}
