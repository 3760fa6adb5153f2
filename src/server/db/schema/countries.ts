import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps';

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  code: varchar({ length: 3 }).notNull().unique(),
  ...timestamps,
});
