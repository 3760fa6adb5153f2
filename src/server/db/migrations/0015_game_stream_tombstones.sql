-- Issue 27: a deleted game's mark stays as a tombstone (no foreign key), with the day and league it was on,
-- so a day's stream can tell its pages the game has gone. Existing marks take their game's day and league.
ALTER TABLE "game_stream_marks" DROP CONSTRAINT "game_stream_marks_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "game_stream_marks" ADD COLUMN "game_date" date;--> statement-breakpoint
ALTER TABLE "game_stream_marks" ADD COLUMN "league_id" integer;--> statement-breakpoint
UPDATE "game_stream_marks" AS m SET "game_date" = g."game_date", "league_id" = s."league_id"
  FROM "games" AS g LEFT JOIN "seasons" AS s ON s."id" = g."season_id" WHERE g."id" = m."game_id";--> statement-breakpoint
ALTER TABLE "game_stream_marks" ALTER COLUMN "game_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "game_stream_marks_day_idx" ON "game_stream_marks" USING btree ("game_date","seq");
