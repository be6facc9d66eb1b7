DROP TRIGGER IF EXISTS "members_count_change" ON "members";--> statement-breakpoint
DROP FUNCTION IF EXISTS "count_table_change"();--> statement-breakpoint
DROP TABLE "table_changes";
