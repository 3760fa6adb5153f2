CREATE TABLE "data_version" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "players_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.f_unaccent(lower("players"."first_name" || ' ' || "players"."last_name"))) STORED;--> statement-breakpoint
CREATE INDEX "players_search_name_trgm_idx" ON "players" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "data_version" ("scope", "version") VALUES ('directory', 0), ('games', 0);--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1 WHERE "scope" = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "countries_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "facilities_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "leagues_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leagues" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "seasons_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "teams_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "players_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "ad_settings_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ad_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('directory');--> statement-breakpoint
CREATE TRIGGER "games_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('games');--> statement-breakpoint
CREATE TRIGGER "standing_adjustments_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "standing_adjustments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('games');
