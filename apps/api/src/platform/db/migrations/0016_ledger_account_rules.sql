-- Generated (the seven CHECK constraints dropped), then completed by hand (see docs/ledger.md,
-- "Cost of a posting"): the same rules, enforced by a trigger that fires on INSERT and on an
-- UPDATE that sets one of the columns they read. As CHECK constraints, PostgreSQL 15 read and
-- prepared all eight again for every UPDATE of ledger_accounts, i.e. for every balance change
-- (ExecConstraints: about a tenth of the server's CPU in a ledger transfer, measured with perf).
-- Balance changes set only balance and version, so the trigger does not fire for them; the
-- balance's own rule (never below zero but for platform accounts) stays a CHECK constraint.
-- Violations raise check_violation with the old constraint's name, as before.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_mode_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shard_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_buckets_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_operator_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_negative_ck";
--> statement-breakpoint
CREATE FUNCTION "ledger_account_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	IF NOT (NEW.kind IN ('available', 'pending', 'reserve', 'platform_fees', 'operator_clearing')) THEN
		RAISE EXCEPTION 'ledger account %: unknown kind %', NEW.id, NEW.kind
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_kind_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT ((NEW.kind IN ('available', 'pending', 'reserve')) = (NEW.shop_id IS NOT NULL AND NEW.merchant_id IS NOT NULL)) THEN
		RAISE EXCEPTION 'ledger account %: a shop account has a shop and a merchant, a platform account neither', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_owner_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT ((NEW.kind = 'operator_clearing') = (NEW.operator IS NOT NULL)) THEN
		RAISE EXCEPTION 'ledger account %: an operator clearing account, and only it, names its operator', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_operator_ck', TABLE = TG_TABLE_NAME;
	END IF;
	IF NOT (NOT NEW.allow_negative OR NEW.kind IN ('platform_fees', 'operator_clearing')) THEN
		RAISE EXCEPTION 'ledger account %: only platform accounts may go below zero', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_negative_ck', TABLE = TG_TABLE_NAME;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_rules" BEFORE INSERT OR UPDATE OF "merchant_id", "shop_id", "mode", "kind", "operator", "shard", "buckets", "allow_negative" ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_account_rules"();
