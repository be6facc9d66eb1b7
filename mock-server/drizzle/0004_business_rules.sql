DROP INDEX "members_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "members_phone_digits_trgm_idx" ON "members" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "signed_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A signed document cannot be changed or deleted.' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signed_documents_immutable" BEFORE UPDATE OR DELETE ON "signed_documents"
  FOR EACH ROW EXECUTE FUNCTION "signed_documents_refuse_change"();
