CREATE TABLE "game_stream_marks" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_stream_marks_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "game_stream_marks" ADD CONSTRAINT "game_stream_marks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;