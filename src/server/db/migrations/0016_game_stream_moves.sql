-- Issue 27: a game moved to another day (or league) keeps the day and league it left, so the streams of that day
-- can tell their open pages it has gone, as they are told of a deleted game by its tombstone.
ALTER TABLE "game_stream_marks" ADD COLUMN "left_date" date;--> statement-breakpoint
ALTER TABLE "game_stream_marks" ADD COLUMN "left_league_id" integer;--> statement-breakpoint
CREATE INDEX "game_stream_marks_left_idx" ON "game_stream_marks" USING btree ("left_date","seq");