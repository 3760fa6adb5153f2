-- Issue 40 item 5: rate limits shared by every instance on one PostgreSQL (the embedded database keeps them in memory).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
