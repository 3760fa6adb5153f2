import { GAME_OUTCOME_VALUES, GAME_STATUS_VALUES } from '#shared/schemas/enums';
import { humanize } from '../../lib/labels';

export const STATUS_OPTIONS = GAME_STATUS_VALUES.map((v) => ({ value: v, label: humanize(v) }));
export const OUTCOME_OPTIONS = [{ value: '', label: '—' }, ...GAME_OUTCOME_VALUES.map((v) => ({ value: v, label: v }))];
export const PERIOD_OPTIONS = ['', '1st', '2nd', '3rd', 'OT', 'SO', 'Final'];

/** Today as yyyy-MM-dd in the admin's own time zone (the scores screen's day). */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
