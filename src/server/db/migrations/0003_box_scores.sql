CREATE TYPE "public"."goal_strength" AS ENUM('EV', 'PP', 'SH', 'EN');--> statement-breakpoint
CREATE TYPE "public"."goalie_decision" AS ENUM('W', 'L', 'OTL');--> statement-breakpoint
CREATE TYPE "public"."team_side" AS ENUM('home', 'away');--> statement-breakpoint
CREATE TABLE "box_score_goalies" (
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"time_on_ice_seconds" integer NOT NULL,
	"shots_against" integer NOT NULL,
	"saves" integer NOT NULL,
	"goals_against" integer NOT NULL,
	"decision" "goalie_decision",
	"shutout" boolean DEFAULT false NOT NULL,
	CONSTRAINT "box_score_goalies_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "box_score_goals" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period" integer NOT NULL,
	"time_seconds" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"scorer_player_id" integer NOT NULL,
	"assist1_player_id" integer,
	"assist2_player_id" integer,
	"strength" "goal_strength" NOT NULL,
	CONSTRAINT "box_score_goals_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
CREATE TABLE "box_score_lineups" (
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"seq" integer NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"penalty_minutes" integer DEFAULT 0 NOT NULL,
	"power_play_goals" integer DEFAULT 0 NOT NULL,
	"short_handed_goals" integer DEFAULT 0 NOT NULL,
	"game_winning_goals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "box_score_lineups_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "box_score_penalties" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period" integer NOT NULL,
	"time_seconds" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"player_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"infraction" text NOT NULL,
	CONSTRAINT "box_score_penalties_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
CREATE TABLE "box_score_shootout" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"side" "team_side" NOT NULL,
	"player_id" integer NOT NULL,
	"scored" boolean NOT NULL,
	CONSTRAINT "box_score_shootout_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
CREATE TABLE "box_score_shots" (
	"game_id" integer NOT NULL,
	"period" integer NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	CONSTRAINT "box_score_shots_game_id_period_pk" PRIMARY KEY("game_id","period")
);
--> statement-breakpoint
CREATE TABLE "box_scores" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_season_stats" (
	"player_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season_type" "season_type" NOT NULL,
	"first_game_date" date NOT NULL,
	"games_played" integer NOT NULL,
	"goals" integer NOT NULL,
	"assists" integer NOT NULL,
	"points" integer NOT NULL,
	"penalty_minutes" integer NOT NULL,
	"power_play_goals" integer NOT NULL,
	"short_handed_goals" integer NOT NULL,
	"game_winning_goals" integer NOT NULL,
	"goalie_games" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"overtime_losses" integer NOT NULL,
	"shots_against" integer NOT NULL,
	"saves" integer NOT NULL,
	"goals_against" integer NOT NULL,
	"time_on_ice_seconds" integer NOT NULL,
	"shutouts" integer NOT NULL,
	CONSTRAINT "player_season_stats_player_id_season_id_team_id_pk" PRIMARY KEY("player_id","season_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "box_score_goalies" ADD CONSTRAINT "box_score_goalies_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_goalies" ADD CONSTRAINT "box_score_goalies_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_goals" ADD CONSTRAINT "box_score_goals_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD CONSTRAINT "box_score_lineups_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_lineups" ADD CONSTRAINT "box_score_lineups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_penalties" ADD CONSTRAINT "box_score_penalties_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_shootout" ADD CONSTRAINT "box_score_shootout_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_shots" ADD CONSTRAINT "box_score_shots_game_id_box_scores_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."box_scores"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_scores" ADD CONSTRAINT "box_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_score_goalies_player_idx" ON "box_score_goalies" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "box_score_lineups_player_idx" ON "box_score_lineups" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_season_stats_season_points_idx" ON "player_season_stats" USING btree ("season_id","points");--> statement-breakpoint
CREATE INDEX "player_season_stats_team_season_idx" ON "player_season_stats" USING btree ("team_id","season_id");--> statement-breakpoint
-- Read caches of game-scoped answers (box scores, stats, leaders) see every box-score write: each PUT upserts its box_scores row.
CREATE TRIGGER "box_scores_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "box_scores" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('games');
