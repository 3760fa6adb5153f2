import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PlayerCreate } from '#shared/schemas/player';
import { valueLabel } from '#shared/schemas/error-map';

// Issue 39 item 8: field messages a person reads, not zod's wording.
const messages = (schema: z.ZodType, value: unknown) =>
  Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('plain field messages', () => {
  it('asks for a number, a whole number, a choice, a bound', () => {
    const form = z.object({
      height: z.number(),
      jersey: z.number().int().min(0).max(99),
      position: z.enum(['center', 'left_wing', 'right_wing', 'defense', 'goalie']),
      name: z.string().min(1).max(5),
      email: z.string().email(),
    });
    expect(messages(form, { height: '180 cm', jersey: 1.5, position: 'winger', name: 'Riley Bennett', email: 'x' })).toEqual({
      height: 'Enter a number',
      jersey: 'Enter a whole number',
      position: 'Choose one of: Center, Left Wing, Right Wing, Defense, Goalie',
      name: 'Use at most 5 characters',
      email: 'Enter an email address',
    });
    expect(messages(form, { jersey: 100, name: '' })).toMatchObject({
      height: 'Required',
      jersey: 'Enter 99 or less',
      position: 'Choose one of: Center, Left Wing, Right Wing, Defense, Goalie',
      name: 'Required',
    });
  });

  it('speaks the same words in the shared schemas', () => {
    const m = messages(PlayerCreate, { firstName: 'Riley', lastName: 'Bennett', position: 'winger', height: 'tall' });
    expect(m.position).toBe('Choose one of: Center, Left Wing, Right Wing, Defense, Goalie');
    expect(m.height).toBe('Enter a number');
    for (const text of Object.values(m)) expect(text).not.toMatch(/Invalid (input|option)|expected/);
  });

  it('keeps a message a schema gives itself', () => {
    expect(messages(z.object({ d: z.string().regex(/^\d+$/, 'Digits only') }), { d: 'x' })).toEqual({ d: 'Digits only' });
  });

  it('labels values as the site shows them', () => {
    expect(['iihf', 'collegiate', 'REG', 'training_center', 'pointsPercentage', 'L'].map(valueLabel)).toEqual([
      'International',
      'College',
      'Regulation',
      'Training center',
      'Points percentage',
      'Left',
    ]);
  });
});
