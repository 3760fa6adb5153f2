const FALLBACK = '#0b3b6d';

/** Stored colour when valid, else the site's navy so every badge has a colour. */
export function teamColor(primaryColor: string | null | undefined): string {
  return primaryColor && /^#[0-9a-f]{6}$/i.test(primaryColor) ? primaryColor : FALLBACK;
}

/** White or near-black text, whichever has the higher WCAG contrast ratio on the team colour. */
export function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // #0f172a has relative luminance ~0.0086.
  const onWhite = 1.05 / (lum + 0.05);
  const onDark = (lum + 0.05) / 0.0586;
  return onDark > onWhite ? '#0f172a' : '#ffffff';
}

/** 'TOR' from a short name, else initials of the first words: 'Boston Bruins' -> 'BB'. */
export function teamInitials(name: string, shortName?: string | null): string {
  if (shortName && shortName.length <= 4) return shortName.toUpperCase();
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\d]/u.test(w));
  return (
    words
      .slice(0, 3)
      .map((w) => w[0])
      .join('')
      .toUpperCase() || '?'
  );
}
