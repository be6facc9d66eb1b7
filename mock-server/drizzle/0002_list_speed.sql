CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_last_name_idx";--> statement-breakpoint
DROP INDEX "members_first_name_idx";--> statement-breakpoint
CREATE INDEX "login_failures_ip_email_at_idx" ON "login_failures" USING btree ("ip","email","at");--> statement-breakpoint
CREATE INDEX "members_last_name_sort_idx" ON "members" USING btree ((lower("last_name") collate "C"),(lower("first_name") collate "C"),"id","last_name","first_name") WHERE "members"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "members_first_name_sort_idx" ON "members" USING btree ((lower("first_name") collate "C"),(lower("last_name") collate "C"),"id","first_name","last_name") WHERE "members"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "pt_sessions_starts_at_idx" ON "pt_sessions" USING btree ("starts_at","id");--> statement-breakpoint
-- Expression indexes get statistics only from ANALYZE; PGlite runs no autoanalyze.
ANALYZE "members";
