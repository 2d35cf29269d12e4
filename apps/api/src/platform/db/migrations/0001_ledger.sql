CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text,
	"shop_id" text,
	"mode" integer NOT NULL,
	"kind" text NOT NULL,
	"operator" text,
	"currency" text DEFAULT 'XOF' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_shop_mode_kind_uq" UNIQUE("shop_id","mode","kind"),
	CONSTRAINT "ledger_accounts_mode_ck" CHECK ("ledger_accounts"."mode" IN (0, 1)),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" IN ('available', 'pending', 'reserve', 'platform_fees', 'operator_clearing')),
	CONSTRAINT "ledger_accounts_owner_ck" CHECK (("ledger_accounts"."kind" IN ('available', 'pending', 'reserve')) = ("ledger_accounts"."shop_id" IS NOT NULL AND "ledger_accounts"."merchant_id" IS NOT NULL)),
	CONSTRAINT "ledger_accounts_operator_ck" CHECK (("ledger_accounts"."kind" = 'operator_clearing') = ("ledger_accounts"."operator" IS NOT NULL)),
	CONSTRAINT "ledger_accounts_negative_ck" CHECK (NOT "ledger_accounts"."allow_negative" OR "ledger_accounts"."kind" IN ('platform_fees', 'operator_clearing')),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"merchant_id" text,
	"shop_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_ck" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_uq" ON "ledger_accounts" USING btree ("mode","kind",coalesce("operator", '')) WHERE "ledger_accounts"."shop_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_shop_idx" ON "ledger_entries" USING btree ("shop_id","mode","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
-- Hand-written (not in the Drizzle snapshot): the journal is append-only, in the database too.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger journal is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
