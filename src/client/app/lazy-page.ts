import type { ComponentType } from 'react';

/** Route-level code splitting: each screen is its own chunk (the public first load stays small). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
