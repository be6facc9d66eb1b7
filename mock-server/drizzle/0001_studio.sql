CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer,
	"status" text NOT NULL,
	"waitlist_position" integer,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"staff_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('booked', 'waitlisted', 'cancelled', 'late_cancelled', 'attended', 'no_show')),
	CONSTRAINT "bookings_waitlist_position" CHECK (("bookings"."status" = 'waitlisted') = ("bookings"."waitlist_position" is not null)),
	CONSTRAINT "bookings_credits_non_negative" CHECK ("bookings"."credits_charged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"allowed" boolean NOT NULL,
	"reason" text,
	"membership_id" integer,
	"overridden_by_id" integer,
	"override_note" text,
	"staff_id" integer,
	"device" text,
	CONSTRAINT "check_ins_reason_check" CHECK ("check_ins"."reason" in ('no_membership', 'not_started', 'expired', 'frozen', 'no_credits', 'owes_money', 'unsigned_document')),
	CONSTRAINT "check_ins_refused_has_reason" CHECK ("check_ins"."allowed" or "check_ins"."reason" is not null),
	CONSTRAINT "check_ins_override_has_note" CHECK ("check_ins"."overridden_by_id" is null or ("check_ins"."override_note" is not null and "check_ins"."allowed"))
);
--> statement-breakpoint
CREATE TABLE "class_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"weekdays" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"credit_cost" integer DEFAULT 1 NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_series_dates_ordered" CHECK ("class_series"."from_date" <= "class_series"."until_date"),
	CONSTRAINT "class_series_weekdays_valid" CHECK (cardinality("class_series"."weekdays") > 0 and "class_series"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]),
	CONSTRAINT "class_series_start_time_format" CHECK ("class_series"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "class_series_capacity_positive" CHECK ("class_series"."capacity" > 0 and "class_series"."duration_minutes" > 0 and "class_series"."credit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer,
	"series_date" date,
	"center_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"credit_cost" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"overridden" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_status_check" CHECK ("classes"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "classes_times_ordered" CHECK ("classes"."starts_at" < "classes"."ends_at"),
	CONSTRAINT "classes_capacity_positive" CHECK ("classes"."capacity" > 0 and "classes"."credit_cost" >= 0),
	CONSTRAINT "classes_series_date_with_series" CHECK (("classes"."series_id" is null) = ("classes"."series_date" is null))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"discount" bigint NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_discount_non_negative" CHECK ("coupon_redemptions"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"total_limit" integer,
	"per_member_limit" integer,
	"min_amount" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_scope_check" CHECK ("coupons"."scope" in ('all', 'packages', 'products')),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_window_ordered" CHECK ("coupons"."valid_from" is null or "coupons"."valid_to" is null or "coupons"."valid_from" <= "coupons"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "expenditures" (
	"id" serial PRIMARY KEY NOT NULL,
	"spent_on" date NOT NULL,
	"center_id" integer NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"staff_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenditures_category_check" CHECK ("expenditures"."category" in ('rent', 'utilities', 'salaries', 'equipment', 'maintenance', 'marketing', 'supplies', 'stock_purchase', 'other')),
	CONSTRAINT "expenditures_method_check" CHECK ("expenditures"."method" in ('cash', 'card', 'transfer', 'other')),
	CONSTRAINT "expenditures_amount_positive" CHECK ("expenditures"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"reference_id" integer,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('product', 'package', 'custom')),
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_amounts_valid" CHECK ("invoice_lines"."unit_price" >= 0 and "invoice_lines"."discount" >= 0 and "invoice_lines"."tax" >= 0 and "invoice_lines"."discount" <= "invoice_lines"."quantity" * "invoice_lines"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"member_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issued_on" date,
	"due_date" date,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'partial', 'paid', 'void')),
	CONSTRAINT "invoices_amounts_valid" CHECK ("invoices"."subtotal" >= 0 and "invoices"."discount" >= 0 and "invoices"."coupon_discount" >= 0 and "invoices"."tax" >= 0 and "invoices"."total" >= 0 and "invoices"."paid" >= 0 and "invoices"."paid" <= "invoices"."total"),
	CONSTRAINT "invoices_issued_has_number" CHECK ("invoices"."status" = 'draft' or "invoices"."number" is not null),
	CONSTRAINT "invoices_void_has_reason" CHECK ("invoices"."status" <> 'void' or "invoices"."void_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "membership_credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_id" integer,
	"note" text,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_credit_movements_reason_check" CHECK ("membership_credit_movements"."reason" in ('sale', 'booking', 'cancel', 'attendance', 'pt', 'adjustment')),
	CONSTRAINT "membership_credit_movements_delta_non_zero" CHECK ("membership_credit_movements"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "membership_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"ended_on" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_freezes_dates_ordered" CHECK ("membership_freezes"."from_date" <= "membership_freezes"."to_date"),
	CONSTRAINT "membership_freezes_ended_in_range" CHECK ("membership_freezes"."ended_on" is null or ("membership_freezes"."ended_on" > "membership_freezes"."from_date" and "membership_freezes"."ended_on" <= "membership_freezes"."to_date"))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"kind" text NOT NULL,
	"center_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"credits_total" integer,
	"credits_remaining" integer,
	"trainer_id" integer,
	"price_paid" bigint NOT NULL,
	"invoice_id" integer,
	"notes" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"sold_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_kind_check" CHECK ("memberships"."kind" in ('time', 'sessions', 'pt')),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('active', 'cancelled')),
	CONSTRAINT "memberships_dates_ordered" CHECK ("memberships"."start_date" <= "memberships"."end_date"),
	CONSTRAINT "memberships_credits_valid" CHECK (("memberships"."kind" = 'time' and "memberships"."credits_total" is null and "memberships"."credits_remaining" is null) or ("memberships"."kind" <> 'time' and "memberships"."credits_total" >= 0 and "memberships"."credits_remaining" >= 0)),
	CONSTRAINT "memberships_pt_has_trainer" CHECK ("memberships"."kind" <> 'pt' or "memberships"."trainer_id" is not null),
	CONSTRAINT "memberships_cancel_has_reason" CHECK ("memberships"."status" <> 'cancelled' or "memberships"."cancel_reason" is not null),
	CONSTRAINT "memberships_price_non_negative" CHECK ("memberships"."price_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"publish_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'published')),
	CONSTRAINT "news_window_ordered" CHECK ("news"."publish_at" is null or "news"."expires_at" is null or "news"."publish_at" < "news"."expires_at")
);
--> statement-breakpoint
CREATE TABLE "news_centers" (
	"news_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	CONSTRAINT "news_centers_news_id_center_id_pk" PRIMARY KEY("news_id","center_id")
);
--> statement-breakpoint
CREATE TABLE "package_centers" (
	"package_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	CONSTRAINT "package_centers_package_id_center_id_pk" PRIMARY KEY("package_id","center_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"credits" integer,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_kind_check" CHECK ("packages"."kind" in ('time', 'sessions', 'pt')),
	CONSTRAINT "packages_duration_unit_check" CHECK ("packages"."duration_unit" in ('days', 'months')),
	CONSTRAINT "packages_duration_positive" CHECK ("packages"."duration_value" > 0),
	CONSTRAINT "packages_credits_match_kind" CHECK (("packages"."kind" = 'time' and "packages"."credits" is null) or ("packages"."kind" <> 'time' and "packages"."credits" > 0)),
	CONSTRAINT "packages_price_non_negative" CHECK ("packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'card', 'transfer', 'other')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_product_id_center_id_pk" PRIMARY KEY("product_id","center_id"),
	CONSTRAINT "product_stock_never_negative" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"name" text NOT NULL,
	"description" text,
	"price" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_cost_non_negative" CHECK ("products"."cost" >= 0),
	CONSTRAINT "products_reorder_level_non_negative" CHECK ("products"."reorder_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pt_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"room_id" integer,
	"membership_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"workout_notes" text,
	"measurements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signature_request_id" integer,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pt_sessions_status_check" CHECK ("pt_sessions"."status" in ('scheduled', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "pt_sessions_times_ordered" CHECK ("pt_sessions"."starts_at" < "pt_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('cash', 'card', 'transfer', 'other')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_capacity_positive" CHECK ("rooms"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"reference_id" integer,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_kind_check" CHECK ("signature_requests"."kind" in ('pt_confirmation', 'membership_contract', 'waiver')),
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('pending', 'signed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "signed_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"text" text NOT NULL,
	"text_sha256" text NOT NULL,
	"signature_image" text NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device" text,
	CONSTRAINT "signed_documents_sha256_format" CHECK ("signed_documents"."text_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity_delta" integer NOT NULL,
	"reason" text,
	"reference_id" integer,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('sale', 'adjustment', 'waste', 'transfer', 'restock')),
	CONSTRAINT "stock_movements_delta_non_zero" CHECK ("stock_movements"."quantity_delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "studio_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"studio_name" text NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"invoice_prefix" text NOT NULL,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"booking_window_days" integer DEFAULT 14 NOT NULL,
	"cancel_cutoff_hours" integer DEFAULT 12 NOT NULL,
	"late_cancel_counts_credit" boolean DEFAULT true NOT NULL,
	"no_show_policy" text DEFAULT 'forfeit_credit' NOT NULL,
	"no_show_fee" bigint DEFAULT 0 NOT NULL,
	"waitlist_auto_promote" boolean DEFAULT true NOT NULL,
	"check_in_block_owing_over" bigint,
	"check_in_require_waiver" boolean DEFAULT false NOT NULL,
	"self_registration" boolean DEFAULT false NOT NULL,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_settings_single_row" CHECK ("studio_settings"."id" = 1),
	CONSTRAINT "studio_settings_no_show_policy_check" CHECK ("studio_settings"."no_show_policy" in ('forfeit_credit', 'return_credit', 'charge_fee')),
	CONSTRAINT "studio_settings_tax_rate_range" CHECK ("studio_settings"."tax_rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_overridden_by_id_staff_id_fk" FOREIGN KEY ("overridden_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_instructor_id_staff_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_series_id_class_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_instructor_id_staff_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_id_staff_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credit_movements" ADD CONSTRAINT "membership_credit_movements_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credit_movements" ADD CONSTRAINT "membership_credit_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_trainer_id_staff_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_sold_by_id_staff_id_fk" FOREIGN KEY ("sold_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_centers" ADD CONSTRAINT "news_centers_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_centers" ADD CONSTRAINT "news_centers_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_centers" ADD CONSTRAINT "package_centers_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_centers" ADD CONSTRAINT "package_centers_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_sessions" ADD CONSTRAINT "pt_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_sessions" ADD CONSTRAINT "pt_sessions_trainer_id_staff_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_sessions" ADD CONSTRAINT "pt_sessions_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_sessions" ADD CONSTRAINT "pt_sessions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_sessions" ADD CONSTRAINT "pt_sessions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_sessions" ADD CONSTRAINT "pt_sessions_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_member_class_live_key" ON "bookings" USING btree ("class_id","member_id") WHERE "bookings"."status" in ('booked', 'waitlisted', 'attended', 'no_show');--> statement-breakpoint
CREATE INDEX "bookings_class_status_idx" ON "bookings" USING btree ("class_id","status","waitlist_position");--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id","booked_at");--> statement-breakpoint
CREATE INDEX "bookings_membership_idx" ON "bookings" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "check_ins_center_at_idx" ON "check_ins" USING btree ("center_id","at");--> statement-breakpoint
CREATE INDEX "check_ins_member_at_idx" ON "check_ins" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "check_ins_at_idx" ON "check_ins" USING btree ("at");--> statement-breakpoint
CREATE INDEX "class_series_center_idx" ON "class_series" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "classes_center_starts_idx" ON "classes" USING btree ("center_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_room_starts_idx" ON "classes" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_instructor_starts_idx" ON "classes" USING btree ("instructor_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_starts_at_idx" ON "classes" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_series_date_key" ON "classes" USING btree ("series_id","series_date");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_invoice_key" ON "coupon_redemptions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_member_idx" ON "coupon_redemptions" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_redeemed_at_idx" ON "coupon_redemptions" USING btree ("redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "expenditures_center_spent_idx" ON "expenditures" USING btree ("center_id","spent_on");--> statement-breakpoint
CREATE INDEX "expenditures_spent_category_idx" ON "expenditures" USING btree ("spent_on","category");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_reference_idx" ON "invoice_lines" USING btree ("kind","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_center_issued_idx" ON "invoices" USING btree ("center_id","issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin (lower("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "membership_credit_movements_membership_idx" ON "membership_credit_movements" USING btree ("membership_id","at");--> statement-breakpoint
CREATE INDEX "membership_credit_movements_reference_idx" ON "membership_credit_movements" USING btree ("reason","reference_id");--> statement-breakpoint
CREATE INDEX "membership_freezes_membership_idx" ON "membership_freezes" USING btree ("membership_id","from_date");--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("member_id","end_date");--> statement-breakpoint
CREATE INDEX "memberships_center_end_idx" ON "memberships" USING btree ("center_id","end_date");--> statement-breakpoint
CREATE INDEX "memberships_package_idx" ON "memberships" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "memberships_end_date_idx" ON "memberships" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "memberships_trainer_idx" ON "memberships" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "news_status_publish_idx" ON "news" USING btree ("status","pinned","publish_at");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_centers_center_idx" ON "news_centers" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "package_centers_center_idx" ON "package_centers" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "packages_name_idx" ON "packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "packages_kind_active_idx" ON "packages" USING btree ("kind","active");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payments_staff_idx" ON "payments" USING btree ("staff_id","paid_at");--> statement-breakpoint
CREATE INDEX "product_stock_center_idx" ON "product_stock" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_key" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pt_sessions_trainer_starts_idx" ON "pt_sessions" USING btree ("trainer_id","starts_at");--> statement-breakpoint
CREATE INDEX "pt_sessions_member_starts_idx" ON "pt_sessions" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "pt_sessions_center_starts_idx" ON "pt_sessions" USING btree ("center_id","starts_at");--> statement-breakpoint
CREATE INDEX "pt_sessions_membership_idx" ON "pt_sessions" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_refunded_at_idx" ON "refunds" USING btree ("refunded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_center_name_key" ON "rooms" USING btree ("center_id",lower("name"));--> statement-breakpoint
CREATE INDEX "signature_requests_member_status_idx" ON "signature_requests" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "signature_requests_reference_idx" ON "signature_requests" USING btree ("kind","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signed_documents_request_key" ON "signed_documents" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "signed_documents_member_idx" ON "signed_documents" USING btree ("member_id","signed_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_center_idx" ON "stock_movements" USING btree ("product_id","center_id","at");--> statement-breakpoint
CREATE INDEX "stock_movements_at_idx" ON "stock_movements" USING btree ("at");