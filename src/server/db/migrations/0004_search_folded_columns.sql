ALTER TABLE "facilities" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.f_unaccent(lower("facilities"."name"))) STORED;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "search_city" text GENERATED ALWAYS AS (public.f_unaccent(lower("facilities"."city"))) STORED;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.f_unaccent(lower("leagues"."name"))) STORED;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "search_short" text GENERATED ALWAYS AS (public.f_unaccent(lower("leagues"."short_name"))) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.f_unaccent(lower("teams"."name"))) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_short" text GENERATED ALWAYS AS (public.f_unaccent(lower("teams"."short_name"))) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_city" text GENERATED ALWAYS AS (public.f_unaccent(lower("teams"."city"))) STORED;--> statement-breakpoint
CREATE INDEX "facilities_search_name_trgm_idx" ON "facilities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_search_city_trgm_idx" ON "facilities" USING gin ("search_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leagues_search_name_trgm_idx" ON "leagues" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leagues_search_short_trgm_idx" ON "leagues" USING gin ("search_short" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_search_name_trgm_idx" ON "teams" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_search_short_trgm_idx" ON "teams" USING gin ("search_short" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_search_city_trgm_idx" ON "teams" USING gin ("search_city" gin_trgm_ops);