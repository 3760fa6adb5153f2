import { LEAGUE_LEVEL_VALUES } from '#shared/schemas/enums';
import { levelLabel } from '#shared/domain/directory/levels';

/** Level options for admin selects, in the stored value set (incl. collegiate). */
export const LEVEL_OPTIONS = LEAGUE_LEVEL_VALUES.map((value) => ({ value, label: levelLabel(value) }));
