CREATE TABLE "table_changes" (
	"table_name" text PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "count_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_changes" ("table_name", "changes") VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "changes" = "table_changes"."changes" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_table_change"();
