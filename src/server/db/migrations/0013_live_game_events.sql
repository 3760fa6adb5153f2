CREATE TABLE "game_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"period" integer NOT NULL,
	"time" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "game_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_events_game_seq_idx" ON "game_events" USING btree ("game_id","seq");--> statement-breakpoint
CREATE SEQUENCE "game_events_seq";--> statement-breakpoint
CREATE TRIGGER "game_events_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('games');
