CREATE TYPE "public"."facility_type" AS ENUM('arena', 'olympic_venue', 'training_center', 'community_rink', 'rink', 'stadium');--> statement-breakpoint
CREATE TYPE "public"."game_outcome" AS ENUM('REG', 'OT', 'SO');--> statement-breakpoint
CREATE TYPE "public"."game_status" AS ENUM('scheduled', 'live', 'final', 'cancelled', 'postponed');--> statement-breakpoint
CREATE TYPE "public"."hand" AS ENUM('L', 'R');--> statement-breakpoint
CREATE TYPE "public"."league_level" AS ENUM('professional', 'iihf', 'junior', 'amateur', 'youth', 'collegiate');--> statement-breakpoint
CREATE TYPE "public"."player_position" AS ENUM('center', 'left_wing', 'right_wing', 'defense', 'goalie');--> statement-breakpoint
CREATE TYPE "public"."season_type" AS ENUM('preseason', 'regular', 'playoffs');--> statement-breakpoint
CREATE TYPE "public"."surface_type" AS ENUM('ice', 'inline', 'ball', 'street', 'roller');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'user');--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"city" text NOT NULL,
	"address" text,
	"capacity" integer,
	"country_id" integer NOT NULL,
	"facility_type" "facility_type" NOT NULL,
	"surface_type" "surface_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"logo_url" text,
	"level" "league_level" DEFAULT 'professional' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text,
	"history" text,
	"fun_facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"founded" integer,
	"website_url" text,
	"country_id" integer,
	"points_system" jsonb DEFAULT '{"regulationWin":2,"overtimeWin":2,"shootoutWin":2,"regulationLoss":0,"overtimeLoss":1,"shootoutLoss":1}'::jsonb NOT NULL,
	"tiebreakers" jsonb DEFAULT '["points","pointsPercentage","regulationWins","regulationPlusOvertimeWins","wins","headToHead","goalDifferential","goalsFor"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"year" text NOT NULL,
	"season_type" "season_type" DEFAULT 'regular' NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"city" text NOT NULL,
	"league_id" integer,
	"country_id" integer,
	"home_venue_id" integer,
	"logo_url" text,
	"website_url" text,
	"founded" integer,
	"colors" text,
	"primary_color" text,
	"conference" text,
	"division" text,
	"history" text,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retired_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rivalries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_attendance" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"image_url" text,
	"position" "player_position" NOT NULL,
	"jersey_number" integer,
	"current_team_id" integer,
	"date_of_birth" date,
	"birth_country_id" integer,
	"birth_city" text,
	"height" integer,
	"weight" integer,
	"shoots" "hand",
	"catches" "hand",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"game_date" date NOT NULL,
	"game_time" time,
	"venue_id" integer,
	"season_id" integer,
	"home_score" integer,
	"away_score" integer,
	"status" "game_status" DEFAULT 'scheduled' NOT NULL,
	"period" text,
	"outcome" "game_outcome",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_distinct_teams" CHECK ("games"."home_team_id" <> "games"."away_team_id"),
	CONSTRAINT "games_scores_non_negative" CHECK (coalesce("games"."home_score", 0) >= 0 and coalesce("games"."away_score", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "standing_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "ad_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"publisher_id" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"ad_units" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_home_venue_id_facilities_id_fk" FOREIGN KEY ("home_venue_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_birth_country_id_countries_id_fk" FOREIGN KEY ("birth_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_venue_id_facilities_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_adjustments" ADD CONSTRAINT "standing_adjustments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_adjustments" ADD CONSTRAINT "standing_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_country_name_idx" ON "facilities" USING btree ("country_id","name","id");--> statement-breakpoint
CREATE INDEX "facilities_type_idx" ON "facilities" USING btree ("facility_type");--> statement-breakpoint
CREATE INDEX "facilities_surface_idx" ON "facilities" USING btree ("surface_type");--> statement-breakpoint
CREATE INDEX "facilities_name_id_idx" ON "facilities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "facilities_name_trgm_idx" ON "facilities" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_city_trgm_idx" ON "facilities" USING gin (public.f_unaccent(lower("city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leagues_country_idx" ON "leagues" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "leagues_level_idx" ON "leagues" USING btree ("level","name");--> statement-breakpoint
CREATE INDEX "leagues_name_trgm_idx" ON "leagues" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_year_type_uq" ON "seasons" USING btree ("league_id","year","season_type");--> statement-breakpoint
CREATE INDEX "seasons_league_idx" ON "seasons" USING btree ("league_id","start_date");--> statement-breakpoint
CREATE INDEX "teams_league_name_idx" ON "teams" USING btree ("league_id","name","id");--> statement-breakpoint
CREATE INDEX "teams_country_name_idx" ON "teams" USING btree ("country_id","name","id");--> statement-breakpoint
CREATE INDEX "teams_venue_idx" ON "teams" USING btree ("home_venue_id");--> statement-breakpoint
CREATE INDEX "teams_name_id_idx" ON "teams" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_short_trgm_idx" ON "teams" USING gin (public.f_unaccent(lower("short_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_city_trgm_idx" ON "teams" USING gin (public.f_unaccent(lower("city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_team_name_idx" ON "players" USING btree ("current_team_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "players_country_name_idx" ON "players" USING btree ("birth_country_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "players_position_name_idx" ON "players" USING btree ("position","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "players_full_name_trgm_idx" ON "players" USING gin (public.f_unaccent(lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_date_idx" ON "games" USING btree ("game_date","game_time","id");--> statement-breakpoint
CREATE INDEX "games_season_status_idx" ON "games" USING btree ("season_id","status");--> statement-breakpoint
CREATE INDEX "games_home_date_idx" ON "games" USING btree ("home_team_id","game_date");--> statement-breakpoint
CREATE INDEX "games_away_date_idx" ON "games" USING btree ("away_team_id","game_date");--> statement-breakpoint
CREATE INDEX "games_venue_idx" ON "games" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_adjustments_season_team_uq" ON "standing_adjustments" USING btree ("season_id","team_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");