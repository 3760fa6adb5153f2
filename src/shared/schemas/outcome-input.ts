import { z } from 'zod';
import { outcomeFromText } from '../domain/games/game-outcome';
import { GAME_OUTCOME_VALUES } from './enums';

/**
 * How a final was decided, as a request sends it: the codes (REG, OT, SO, TIE) or the words the
 * messages use (regulation, overtime, shootout, tie), any case; '' is none. Stored and answered as the code.
 */
export const OutcomeInput = z.preprocess(outcomeFromText, z.enum(GAME_OUTCOME_VALUES).nullable());
