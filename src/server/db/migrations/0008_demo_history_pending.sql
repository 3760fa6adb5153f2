CREATE TABLE "demo_history_pending" (
	"season_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_history_pending" ADD CONSTRAINT "demo_history_pending_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;