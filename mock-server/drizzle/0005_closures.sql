CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"classes_cancelled" integer NOT NULL,
	"bookings_cancelled" integer NOT NULL,
	"memberships_extended" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_dates_ordered" CHECK ("closures"."starts_on" <= "closures"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_center_starts_idx" ON "closures" USING btree ("center_id","starts_on");--> statement-breakpoint
CREATE INDEX "closures_starts_on_idx" ON "closures" USING btree ("starts_on");