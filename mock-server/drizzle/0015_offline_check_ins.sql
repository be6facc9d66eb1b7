ALTER TABLE "check_ins" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_reviewed_by_id_staff_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_client_id_idx" ON "check_ins" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "check_ins_needs_review_idx" ON "check_ins" USING btree ("at") WHERE "check_ins"."needs_review";