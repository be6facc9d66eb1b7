ALTER TABLE "members" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "trainer_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_trainer_id_staff_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_preferred_language_check" CHECK (preferred_language in ('en', 'de', 'fr', 'pt', 'zh-TW'));