export const FACILITY_TYPES = ['arena', 'olympic_venue', 'training_center', 'community_rink', 'rink', 'stadium'] as const;
export const SURFACE_TYPES = ['ice', 'inline', 'ball', 'street', 'roller'] as const;
export const LEAGUE_LEVEL_VALUES = ['professional', 'iihf', 'junior', 'amateur', 'youth', 'collegiate'] as const;
export const SEASON_TYPE_VALUES = ['preseason', 'regular', 'playoffs'] as const;
export const POSITION_VALUES = ['center', 'left_wing', 'right_wing', 'defense', 'goalie'] as const;
export const HANDS = ['L', 'R'] as const;
export const GAME_STATUS_VALUES = ['scheduled', 'live', 'final', 'cancelled', 'postponed'] as const;
export const GAME_OUTCOME_VALUES = ['REG', 'OT', 'SO', 'TIE'] as const;
export const USER_ROLES = ['admin', 'user'] as const;
export const TIEBREAKER_VALUES = [
  'points',
  'pointsPercentage',
  'regulationWins',
  'regulationPlusOvertimeWins',
  'wins',
  'headToHead',
  'goalDifferential',
  'goalsFor',
] as const;
export const AD_SLOT_VALUES = [
  'topBanner',
  'bottomBanner',
  'mobileBanner',
  'contentSquare',
  'sidebarSquare',
  'footerSquare',
  'sidebarSkyscraper',
  'nativeContent',
  'nativeFooter',
  'videoContent',
  'popupEntry',
  'popupExit',
  'directLink',
  'socialBar',
] as const;
