CREATE TABLE "request_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limit_hits_window_start_idx" ON "request_limit_hits" USING btree ("window_start");