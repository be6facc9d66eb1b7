CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"manifest_url" text NOT NULL,
	"commit" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"size_bytes" bigint NOT NULL,
	"contract" jsonb NOT NULL,
	"published_by_staff_id" integer,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_release_pointers" (
	"remote" text PRIMARY KEY NOT NULL,
	"live_release_id" integer,
	"previous_live_release_id" integer,
	"canary_release_id" integer,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_published_by_staff_id_staff_id_fk" FOREIGN KEY ("published_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_release_pointers" ADD CONSTRAINT "remote_release_pointers_live_release_id_remote_releases_id_fk" FOREIGN KEY ("live_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_release_pointers" ADD CONSTRAINT "remote_release_pointers_previous_live_release_id_remote_releases_id_fk" FOREIGN KEY ("previous_live_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_release_pointers" ADD CONSTRAINT "remote_release_pointers_canary_release_id_remote_releases_id_fk" FOREIGN KEY ("canary_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_version_idx" ON "remote_releases" USING btree ("remote","version");
