import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may; the pages' policy allows no eval
// (docs/decisions/0033), so its probe alone was a reported violation. Imported first by main.tsx.
z.config({ jitless: true });
