import { z } from 'zod';
import { levelLabel } from '../domain/directory/levels';
import { POSITION_LABELS } from '../domain/directory/positions';
import { GAME_OUTCOME_VALUES, LEAGUE_LEVEL_VALUES } from './enums';

/**
 * Plain field messages (issue 39 item 8): zod's own wording ("Invalid input: expected number,
 * received string", `Invalid option: expected one of "center"|…`) reached admin forms and the API's
 * 400s. Installed once as zod's global error map by importing this module (common.ts does, so every
 * shared schema, on the server and in the forms, speaks the same words). A message a schema gives
 * itself ('Must be a date yyyy-MM-dd') still wins.
 */
const OUTCOME_LABELS: Record<(typeof GAME_OUTCOME_VALUES)[number], string> = {
  REG: 'Regulation',
  OT: 'Overtime',
  SO: 'Shootout',
  TIE: 'Tie',
};
const HAND_LABELS: Record<string, string> = { L: 'Left', R: 'Right' };

/** How an allowed value reads in a form: the label the site shows it with, else its words ("training_center" → "Training center"). */
export function valueLabel(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  if (value in POSITION_LABELS) return POSITION_LABELS[value as keyof typeof POSITION_LABELS];
  if ((LEAGUE_LEVEL_VALUES as readonly string[]).includes(value)) return levelLabel(value);
  if (value in OUTCOME_LABELS) return OUTCOME_LABELS[value as keyof typeof OUTCOME_LABELS];
  if (value in HAND_LABELS) return HAND_LABELS[value]!;
  const words = value
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  bigint: 'Enter a whole number',
  string: 'Enter text',
  boolean: 'Choose yes or no',
  array: 'Enter a list',
  object: 'Enter the details',
  date: 'Enter a date',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter an email address',
  url: 'Enter a web address (https://…)',
  datetime: 'Enter a date and time',
  date: 'Enter a date (yyyy-MM-dd)',
  time: 'Enter a time (HH:mm)',
};

type Issue = Parameters<z.core.$ZodErrorMap>[0];

export function plainMessage(iss: Issue): string | undefined {
  const i = iss as Issue & Record<string, unknown>;
  switch (iss.code) {
    case 'invalid_type':
      if (i.input === undefined || i.input === null) return 'Required';
      return TYPE_MESSAGES[String(i.expected)] ?? 'Enter a valid value';
    case 'invalid_value': {
      const values = (i.values as unknown[]).map(valueLabel);
      return values.length === 1 ? `Must be ${values[0]}` : `Choose one of: ${values.join(', ')}`;
    }
    case 'too_small':
      return sizeMessage(String(i.origin), 'min', Number(i.minimum), i.inclusive !== false);
    case 'too_big':
      return sizeMessage(String(i.origin), 'max', Number(i.maximum), i.inclusive !== false);
    case 'invalid_format':
      return FORMAT_MESSAGES[String(i.format)] ?? 'Enter a value in the expected format';
    case 'not_multiple_of':
      return `Enter a multiple of ${String(i.divisor)}`;
    case 'unrecognized_keys':
      return `Not a field here: ${(i.keys as string[]).join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Enter a valid value';
    default:
      return undefined;
  }
}

function sizeMessage(origin: string, side: 'min' | 'max', bound: number, inclusive: boolean): string {
  if (origin === 'string') {
    if (side === 'min') return bound <= 1 ? 'Required' : `Enter at least ${bound} characters`;
    return `Use at most ${bound} characters`;
  }
  if (origin === 'array' || origin === 'set') return side === 'min' ? `Choose at least ${bound}` : `At most ${bound} items`;
  if (side === 'min') return inclusive ? `Enter ${bound} or more` : `Enter more than ${bound}`;
  return inclusive ? `Enter ${bound} or less` : `Enter less than ${bound}`;
}

z.config({ customError: plainMessage });
