DROP INDEX "facilities_country_name_idx";--> statement-breakpoint
DROP INDEX "facilities_name_id_idx";--> statement-breakpoint
DROP INDEX "teams_league_name_idx";--> statement-breakpoint
DROP INDEX "teams_country_name_idx";--> statement-breakpoint
DROP INDEX "teams_name_id_idx";--> statement-breakpoint
DROP INDEX "players_team_name_idx";--> statement-breakpoint
DROP INDEX "players_country_name_idx";--> statement-breakpoint
DROP INDEX "players_position_name_idx";--> statement-breakpoint
DROP INDEX "players_name_idx";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (public.f_unaccent(lower("players"."last_name" || ' ' || "players"."first_name"))) STORED;--> statement-breakpoint
CREATE INDEX "facilities_country_sort_idx" ON "facilities" USING btree ("country_id","search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "facilities_sort_idx" ON "facilities" USING btree ("search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "teams_league_sort_idx" ON "teams" USING btree ("league_id","search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "teams_country_sort_idx" ON "teams" USING btree ("country_id","search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "teams_sort_idx" ON "teams" USING btree ("search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "players_team_sort_idx" ON "players" USING btree ("current_team_id","sort_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "players_country_sort_idx" ON "players" USING btree ("birth_country_id","sort_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "players_position_sort_idx" ON "players" USING btree ("position","sort_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "players_sort_idx" ON "players" USING btree ("sort_name" collate "C","id");