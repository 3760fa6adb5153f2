import { links } from '#shared/routes/routes';
/** Site-wide contact points and external destinations, in one place so a deployment can change them. */
export const CONTACT_EMAIL = 'hello@hockeydirectory.app';
export const SALES_EMAIL = 'sales@hockeydirectory.app';
export const COACHING_BOARD_URL = 'https://coachingboard.hockeydirectory.app';

export const mailto = (to: string, subject?: string) => (subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`);

/** Sign-in link that brings the visitor back to where they were (the server drops unsafe targets). */
export const loginHref = (from?: string) => (from && from !== '/' && !from.startsWith('/api/') ? links.login(from) : links.login());
