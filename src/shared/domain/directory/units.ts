import { parseDateOnly } from '../dates/date-only';

const CM_PER_INCH = 2.54;
const LBS_PER_KG = 2.20462;

/** Shown wherever a measurement is unknown, so cards keep their layout. */
export const MISSING_VALUE = '—';

export interface FeetInches {
  feet: number;
  inches: number;
}

// Zero/negative measurements are treated as "not entered": no player is 0 cm or 0 kg.
function isMeasurement(x: number | null | undefined): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x > 0;
}

export function cmToFeetInches(cm: number | null | undefined): FeetInches | null {
  if (!isMeasurement(cm)) return null;
  // Round the total first; rounding inches alone can produce 5'12" for 182.8 cm.
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** 185 -> `6'1" (185 cm)` */
export function formatHeight(cm: number | null | undefined): string {
  const fi = cmToFeetInches(cm);
  if (!fi || !isMeasurement(cm)) return MISSING_VALUE;
  // No-break spaces: a narrow cell wraps between the two systems, never inside "185 cm".
  return `${fi.feet}'${fi.inches}" (${Math.round(cm)}\u00a0cm)`;
}

export function kgToLbs(kg: number | null | undefined): number | null {
  return isMeasurement(kg) ? Math.round(kg * LBS_PER_KG) : null;
}

/** 88 -> `194 lbs (88 kg)` */
export function formatWeight(kg: number | null | undefined): string {
  const lbs = kgToLbs(kg);
  if (lbs === null || !isMeasurement(kg)) return MISSING_VALUE;
  return `${lbs}\u00a0lbs (${Math.round(kg)}\u00a0kg)`;
}

/**
 * Whole years between dateOfBirth and today, in local calendar terms.
 * A 29 February birthday counts as reached on 1 March in non-leap years.
 * Future dates return null rather than a negative age.
 */
export function ageFrom(dateOfBirth: string | null | undefined, today: Date = new Date()): number | null {
  const dob = parseDateOnly(dateOfBirth);
  if (!dob) return null;
  let age = today.getFullYear() - dob.getFullYear();
  const beforeBirthday = today.getMonth() < dob.getMonth() || (today.getMonth() === dob.getMonth() && today.getDate() < dob.getDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

export function formatAge(dateOfBirth: string | null | undefined, today: Date = new Date()): string {
  const age = ageFrom(dateOfBirth, today);
  return age === null ? MISSING_VALUE : String(age);
}
