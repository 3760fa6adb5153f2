import { pgEnum } from 'drizzle-orm/pg-core';

// Value sets are the union of the public directory's and the admin form's sets (requirements §3).
export const facilityTypeEnum = pgEnum('facility_type', ['arena', 'olympic_venue', 'training_center', 'community_rink', 'rink', 'stadium']);
export const surfaceTypeEnum = pgEnum('surface_type', ['ice', 'inline', 'ball', 'street', 'roller']);
export const leagueLevelEnum = pgEnum('league_level', ['professional', 'iihf', 'junior', 'amateur', 'youth', 'collegiate']);
export const seasonTypeEnum = pgEnum('season_type', ['preseason', 'regular', 'playoffs']);
export const positionEnum = pgEnum('player_position', ['center', 'left_wing', 'right_wing', 'defense', 'goalie']);
export const handEnum = pgEnum('hand', ['L', 'R']);
export const gameStatusEnum = pgEnum('game_status', ['scheduled', 'live', 'final', 'cancelled', 'postponed']);
// TIE only where the league's points system gives points for a tie (issue 18; shared game-result-rules).
export const gameOutcomeEnum = pgEnum('game_outcome', ['REG', 'OT', 'SO', 'TIE']);
export const userRoleEnum = pgEnum('user_role', ['admin', 'user']);
