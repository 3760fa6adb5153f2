CREATE TABLE "demo_history_rosters" (
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"player_ids" integer[] NOT NULL,
	CONSTRAINT "demo_history_rosters_season_id_team_id_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "demo_history_rosters" ADD CONSTRAINT "demo_history_rosters_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_history_rosters" ADD CONSTRAINT "demo_history_rosters_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;