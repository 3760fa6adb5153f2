import type { OfficialClock, OfficialSide } from '#shared/schemas/official-game-sheet';

/** "7:05" or "07:05" (elapsed in the period) → 425 seconds. */
export function clockSeconds(text: string): number {
  const match = /^(\d{1,3}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Unreadable game clock "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export const clockAt = (period: number, text: string): OfficialClock => ({ period, seconds: clockSeconds(text) });

/** Orders two clock readings: negative when `a` comes first. */
export const compareClock = (a: OfficialClock, b: OfficialClock) => a.period - b.period || a.seconds - b.seconds;

export const otherSide = (side: OfficialSide): OfficialSide => (side === 'home' ? 'away' : 'home');
