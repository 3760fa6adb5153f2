import { POSITION_VALUES } from '../../schemas/enums';
/** Stored player positions (§3 directory values); admin codes and labels map onto these. */
export const PLAYER_POSITIONS = POSITION_VALUES;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

export const POSITION_LABELS: Record<PlayerPosition, string> = {
  center: 'Center',
  left_wing: 'Left Wing',
  right_wing: 'Right Wing',
  defense: 'Defense',
  goalie: 'Goalie',
};

/** The admin edit form uses codes (§2.15). */
export const POSITION_CODES = { C: 'center', LW: 'left_wing', RW: 'right_wing', D: 'defense', G: 'goalie' } as const;
export type PositionCode = keyof typeof POSITION_CODES;

export const CODE_BY_POSITION: Record<PlayerPosition, PositionCode> = {
  center: 'C',
  left_wing: 'LW',
  right_wing: 'RW',
  defense: 'D',
  goalie: 'G',
};

/** The admin add form lists positions in this order (§2.15). */
export const ADD_FORM_POSITION_ORDER: readonly PlayerPosition[] = ['goalie', 'defense', 'left_wing', 'center', 'right_wing'];

// Common spellings seen in imported data; kept small and unambiguous ("forward" is not here).
const SYNONYMS: Readonly<Record<string, PlayerPosition>> = {
  centre: 'center',
  defence: 'defense',
  defenseman: 'defense',
  defenceman: 'defense',
  goaltender: 'goalie',
  goalkeeper: 'goalie',
};

export function isPlayerPosition(value: unknown): value is PlayerPosition {
  return typeof value === 'string' && (PLAYER_POSITIONS as readonly string[]).includes(value);
}

/** Unknown values are shown as given so bad data is visible rather than silently relabelled. */
export function positionLabel(position: string | null | undefined): string {
  if (!position) return '—';
  return isPlayerPosition(position) ? POSITION_LABELS[position] : position;
}

// hasOwn, not `in`/indexing: inherited keys like 'constructor' must not match.
export function isPositionCode(value: string): value is PositionCode {
  return Object.hasOwn(POSITION_CODES, value);
}

export function positionCode(position: string | null | undefined): PositionCode | null {
  return isPlayerPosition(position) ? CODE_BY_POSITION[position] : null;
}

/**
 * Accepts whatever a form, query string or import sends: a stored value ('left_wing'),
 * a code in any case ('lw'), or a label ('Left Wing', 'left-wing'). Returns null otherwise.
 */
export function fromPositionInput(input: string | null | undefined): PlayerPosition | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (!trimmed) return null;
  const code = trimmed.toUpperCase();
  if (isPositionCode(code)) return POSITION_CODES[code];
  const normalized = trimmed.toLowerCase().replace(/[\s-]+/g, '_');
  if (isPlayerPosition(normalized)) return normalized;
  return Object.hasOwn(SYNONYMS, normalized) ? (SYNONYMS[normalized] ?? null) : null;
}
