// Public API of the admin feature: the form helpers other write screens share (server field errors on the form,
// zod-checked forms).
export { applyServerErrors, isStaleWrite, serverFieldErrors } from './lib/server-errors';
export { useZodForm } from './lib/use-zod-form';
