ALTER TABLE "facilities" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_source_external_id_uq" ON "facilities" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_source_external_id_uq" ON "teams" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_source_external_id_uq" ON "players" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_source_external_id_uq" ON "games" USING btree ("source","external_id");