CREATE TABLE "box_score_goalie_stints" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"player_id" integer NOT NULL,
	"from_period" integer NOT NULL,
	"from_seconds" integer NOT NULL,
	"to_period" integer NOT NULL,
	"to_seconds" integer NOT NULL,
	CONSTRAINT "box_score_goalie_stints_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
CREATE TABLE "box_score_penalty_shots" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period" integer NOT NULL,
	"time_seconds" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"shooter_player_id" integer NOT NULL,
	"goalie_player_id" integer,
	"infraction" text NOT NULL,
	"scored" boolean NOT NULL,
	CONSTRAINT "box_score_penalty_shots_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
ALTER TABLE "box_score_penalties" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "box_score_goalies" ADD COLUMN "credited" "goalie_decision";--> statement-breakpoint
ALTER TABLE "box_score_goalies" ADD COLUMN "stint_seconds" integer;--> statement-breakpoint
ALTER TABLE "box_score_goals" ADD COLUMN "empty_net" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "box_score_goals" ADD COLUMN "on_ice_home" integer[];--> statement-breakpoint
ALTER TABLE "box_score_goals" ADD COLUMN "on_ice_away" integer[];--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD COLUMN "power_play_assists" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD COLUMN "short_handed_assists" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD COLUMN "plus_minus" integer;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD COLUMN "sheet_plus_minus" integer;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD COLUMN "shots" integer;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD COLUMN "time_on_ice_seconds" integer;--> statement-breakpoint
ALTER TABLE "box_score_penalties" ADD COLUMN "served_by_player_id" integer;--> statement-breakpoint
ALTER TABLE "box_scores" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "power_play_assists" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "short_handed_assists" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "plus_minus" integer;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "shots" integer;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "skater_time_on_ice_seconds" integer;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "time_on_ice_games" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_score_goalie_stints" ADD CONSTRAINT "box_score_goalie_stints_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_penalty_shots" ADD CONSTRAINT "box_score_penalty_shots_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue #26: strength and empty net become separate facts; stored EN goals were even strength.
UPDATE "box_score_goals" SET "strength" = 'EV', "empty_net" = true WHERE "strength" = 'EN';--> statement-breakpoint
-- Every stored box score had its decisions on the sheet: those are the ones credited.
UPDATE "box_score_goalies" SET "credited" = "decision";--> statement-breakpoint
-- Power-play and short-handed assists of the stored games, then their season totals.
UPDATE "box_score_lineups" l SET
	"power_play_assists" = (SELECT count(*) FROM "box_score_goals" g WHERE g."game_id" = l."game_id" AND g."strength" = 'PP' AND l."player_id" IN (g."assist1_player_id", g."assist2_player_id")),
	"short_handed_assists" = (SELECT count(*) FROM "box_score_goals" g WHERE g."game_id" = l."game_id" AND g."strength" = 'SH' AND l."player_id" IN (g."assist1_player_id", g."assist2_player_id"))
WHERE EXISTS (SELECT 1 FROM "box_score_goals" g WHERE g."game_id" = l."game_id" AND g."strength" IN ('PP', 'SH') AND l."player_id" IN (g."assist1_player_id", g."assist2_player_id"));--> statement-breakpoint
UPDATE "player_season_stats" s SET "power_play_assists" = x.ppa, "short_handed_assists" = x.sha
FROM (
	SELECT l."player_id", g."season_id", CASE WHEN l."side" = 'home' THEN g."home_team_id" ELSE g."away_team_id" END AS team_id,
		sum(l."power_play_assists")::int AS ppa, sum(l."short_handed_assists")::int AS sha
	FROM "box_score_lineups" l JOIN "games" g ON g."id" = l."game_id" AND g."status" = 'final' AND g."season_id" IS NOT NULL
	WHERE l."power_play_assists" > 0 OR l."short_handed_assists" > 0
	GROUP BY 1, 2, 3
) x
WHERE s."player_id" = x."player_id" AND s."season_id" = x."season_id" AND s."team_id" = x.team_id;
