ALTER TABLE "invoices" DROP CONSTRAINT "invoices_amounts_valid";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was refunded and later paid again (a refund reopened the balance before) counts as paid, not refunded.
UPDATE "invoices" i SET "refunded" = LEAST(r.amount, i."total" - i."paid") FROM (SELECT "invoice_id", sum("amount") AS amount FROM "refunds" GROUP BY "invoice_id") r WHERE r."invoice_id" = i."id";--> statement-breakpoint
UPDATE "invoices" SET "status" = 'paid' WHERE "status" IN ('issued', 'partial') AND "paid" + "refunded" >= "total";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_valid" CHECK ("invoices"."subtotal" >= 0 and "invoices"."discount" >= 0 and "invoices"."coupon_discount" >= 0 and "invoices"."tax" >= 0 and "invoices"."total" >= 0 and "invoices"."paid" >= 0 and "invoices"."refunded" >= 0 and "invoices"."paid" + "invoices"."refunded" <= "invoices"."total");
