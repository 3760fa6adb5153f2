import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, RegisterBody } from '#shared/schemas/auth';

/** The server's own rules for the two forms (minus `next`, which the page supplies). */
export const resolvers = {
  signIn: zodResolver(LoginBody.omit({ next: true })),
  register: zodResolver(RegisterBody.omit({ next: true })),
};
