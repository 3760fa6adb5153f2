import { z } from 'zod';
import { Versioned, requiredText } from './common';

export const Country = z.object({ id: z.number(), name: z.string(), code: z.string(), updatedAt: z.string() });

export const CountryCreate = z.object({
  name: requiredText(100),
  // requirements §5: limited to 3 characters and upper-cased.
  code: z
    .string()
    .trim()
    .length(3, 'Code must be exactly 3 letters')
    .regex(/^[A-Za-z]{3}$/, 'Code must be 3 letters')
    .transform((s) => s.toUpperCase()),
});
export const CountryUpdate = CountryCreate.partial().extend(Versioned.shape);

export type Country = z.infer<typeof Country>;
export type CountryCreate = z.infer<typeof CountryCreate>;
