import { z } from 'zod';
import { USER_ROLES } from './enums';

export const User = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
});

/** GET /api/auth/user: the account with its scoped roles (issue 27), for the admin area's tabs. */
export const SignedInUser = User.extend({ leagueIds: z.number().array(), teamIds: z.number().array() });
export type SignedInUser = z.infer<typeof SignedInUser>;

const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));

/**
 * The shape of a password someone chooses (register, create-admin, ADMIN_PASSWORD): 8+ characters,
 * not only whitespace. How hard it is to guess is the server's check (zxcvbn with its dictionaries,
 * too large for the sign-in page: server/lib/password-strength.ts), answered as a message on the
 * password field. Sign-in checks only presence, so accounts made under older rules can still sign in.
 */
export const NewPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .refine((p) => p.trim() !== '', 'Password cannot be only spaces');

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(200),
  next: z.string().max(500).optional(),
});

export const RegisterBody = z.object({
  email: Email,
  password: NewPassword,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  next: z.string().max(500).optional(),
});

export type User = z.infer<typeof User>;
export type LoginBody = z.infer<typeof LoginBody>;
export type RegisterBody = z.infer<typeof RegisterBody>;
