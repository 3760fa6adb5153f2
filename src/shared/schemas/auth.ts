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

const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(200),
  next: z.string().max(500).optional(),
});

export const RegisterBody = z.object({
  email: Email,
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  next: z.string().max(500).optional(),
});

export type User = z.infer<typeof User>;
export type LoginBody = z.infer<typeof LoginBody>;
export type RegisterBody = z.infer<typeof RegisterBody>;
