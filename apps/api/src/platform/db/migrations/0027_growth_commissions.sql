CREATE TABLE "commercial_agents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commercial_agents_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "commission_accruals" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" text NOT NULL,
	"sponsor_merchant_id" text,
	"agent_user_id" text,
	"mode" integer NOT NULL,
	"collection_amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reversed" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_accruals_transaction_kind_uq" UNIQUE("transaction_id","kind")
);
--> statement-breakpoint
CREATE TABLE "commission_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"sponsor_merchant_id" text,
	"agent_user_id" text,
	"rate_bps" integer NOT NULL,
	"months" integer NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_terms_merchant_kind_uq" UNIQUE("merchant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_uq" UNIQUE("code")
);
--> statement-breakpoint
DROP INDEX "ledger_accounts_platform_shard_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "commercial_agents" ADD CONSTRAINT "commercial_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_accruals" ADD CONSTRAINT "commission_accruals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_accruals" ADD CONSTRAINT "commission_accruals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_accruals" ADD CONSTRAINT "commission_accruals_sponsor_merchant_id_merchants_id_fk" FOREIGN KEY ("sponsor_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_accruals" ADD CONSTRAINT "commission_accruals_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_terms" ADD CONSTRAINT "commission_terms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_terms" ADD CONSTRAINT "commission_terms_sponsor_merchant_id_merchants_id_fk" FOREIGN KEY ("sponsor_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_terms" ADD CONSTRAINT "commission_terms_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_accruals_sponsor_idx" ON "commission_accruals" USING btree ("sponsor_merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_accruals_agent_idx" ON "commission_accruals" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_terms_sponsor_idx" ON "commission_terms" USING btree ("sponsor_merchant_id");--> statement-breakpoint
CREATE INDEX "commission_terms_agent_idx" ON "commission_terms" USING btree ("agent_user_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_commission_uq" ON "ledger_accounts" USING btree ("mode","kind",coalesce("merchant_id", ''),coalesce("user_id", '')) WHERE "ledger_accounts"."kind" IN ('referral_commission', 'agent_commission');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_shard_uq" ON "ledger_accounts" USING btree ("mode","kind",coalesce("operator", ''),"shard") WHERE "ledger_accounts"."shop_id" IS NULL AND "ledger_accounts"."merchant_id" IS NULL AND "ledger_accounts"."user_id" IS NULL;
--> statement-breakpoint
-- Hand-written (growth, docs/commissions.md): the account rules of 0016 with the two commission
-- kinds. A referral_commission account is held by a merchant (no shop), an agent_commission
-- account by a staff user (user_id); both may go below zero, which happens only when a refund
-- takes back a commission already moved out (recovered from the next commissions).
CREATE OR REPLACE FUNCTION "ledger_account_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT (NEW.mode IN (0, 1)) THEN
		RAISE EXCEPTION 'ledger account %: mode must be 0 or 1', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_mode_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT (NEW.shard >= 0) THEN
		RAISE EXCEPTION 'ledger account %: shard must be 0 or more', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_shard_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT (NEW.buckets >= 1 AND (NEW.shop_id IS NULL OR NEW.shard < NEW.buckets)
		AND (NEW.buckets = 1 OR NEW.shop_id IS NOT NULL)) THEN
		RAISE EXCEPTION 'ledger account %: buckets must be 1 or more, above the shard, and only a shop account is split', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_buckets_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT (NEW.kind IN ('available', 'pending', 'reserve', 'platform_fees', 'operator_clearing',
		'referral_commission', 'agent_commission')) THEN
		RAISE EXCEPTION 'ledger account %: unknown kind %', NEW.id, NEW.kind
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_kind_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT (CASE
		WHEN NEW.kind IN ('available', 'pending', 'reserve')
			THEN NEW.shop_id IS NOT NULL AND NEW.merchant_id IS NOT NULL AND NEW.user_id IS NULL
		WHEN NEW.kind = 'referral_commission'
			THEN NEW.shop_id IS NULL AND NEW.merchant_id IS NOT NULL AND NEW.user_id IS NULL AND NEW.shard = 0
		WHEN NEW.kind = 'agent_commission'
			THEN NEW.shop_id IS NULL AND NEW.merchant_id IS NULL AND NEW.user_id IS NOT NULL AND NEW.shard = 0
		ELSE NEW.shop_id IS NULL AND NEW.merchant_id IS NULL AND NEW.user_id IS NULL
	END) THEN
		RAISE EXCEPTION 'ledger account %: a shop account has a shop and a merchant, a commission account its holder, a platform account neither', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_owner_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT ((NEW.kind = 'operator_clearing') = (NEW.operator IS NOT NULL)) THEN
		RAISE EXCEPTION 'ledger account %: an operator clearing account, and only it, names its operator', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_operator_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT (NOT NEW.allow_negative OR NEW.kind IN ('platform_fees', 'operator_clearing',
		'referral_commission', 'agent_commission')) THEN
		RAISE EXCEPTION 'ledger account %: only platform and commission accounts may go below zero', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_negative_ck', TABLE = TG_TABLE_NAME;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "ledger_accounts_rules" ON "ledger_accounts";--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_rules" BEFORE INSERT OR UPDATE OF "merchant_id", "shop_id", "user_id", "mode", "kind", "operator", "shard", "buckets", "allow_negative" ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_account_rules"();
