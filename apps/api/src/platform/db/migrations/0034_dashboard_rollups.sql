CREATE TABLE "dashboard_rollups" (
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"network" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_rollups_pk" PRIMARY KEY("shop_id","mode","day","kind","network","status")
);
--> statement-breakpoint
CREATE TABLE "platform_fee_rollups" (
	"account_id" text NOT NULL,
	"mode" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_fee_rollups_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_rollups" ADD CONSTRAINT "dashboard_rollups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee_rollups" ADD CONSTRAINT "platform_fee_rollups_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_rollups_mode_day_idx" ON "dashboard_rollups" USING btree ("mode","day");--> statement-breakpoint
CREATE INDEX "platform_fee_rollups_mode_day_idx" ON "platform_fee_rollups" USING btree ("mode","day");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at") WITH (pages_per_range=16);--> statement-breakpoint
CREATE INDEX "transactions_open_idx" ON "transactions" USING btree ("mode","created_at","operator") WHERE "transactions"."status" IN ('CREATED', 'PENDING', 'UNKNOWN');--> statement-breakpoint
-- Dashboards at scale (docs/performance.md): the dashboards read these rollups instead of summing
-- raw rows. `dashboard_rollup_add` adds one delta to a (shop, mode, day, kind, network, status) row.
CREATE FUNCTION "dashboard_rollup_add"(
	p_shop text, p_mode integer, p_at timestamptz, p_kind text, p_network text, p_status text,
	p_count bigint, p_amount bigint, p_fee bigint, p_net bigint
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO dashboard_rollups AS r (shop_id, mode, day, kind, network, status, count, amount, fee, net)
	VALUES (p_shop, p_mode, (p_at AT TIME ZONE 'UTC')::date, p_kind, p_network, p_status, p_count, p_amount, p_fee, p_net)
	ON CONFLICT (shop_id, mode, day, kind, network, status) DO UPDATE
	SET count = r.count + excluded.count, amount = r.amount + excluded.amount,
		fee = r.fee + excluded.fee, net = r.net + excluded.net;
$$;
--> statement-breakpoint
-- A row's part of the rollups: its old state out, its new state in (only SUCCESSFUL and FAILED
-- count). Run by DEFERRED constraint triggers, so at the commit of the transaction that changed
-- the state: a busy shop's day row stays locked for the commit only, not for the rest of the
-- settlement (its ledger posting, webhooks…). Collections: net is what the merchant received;
-- payouts: −(amount + fee); refunds: −amount, under the network of the refunded payment.
CREATE FUNCTION "dashboard_rollup_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_network text;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.status IN ('SUCCESSFUL', 'FAILED') THEN
		IF TG_TABLE_NAME = 'transactions' THEN
			PERFORM dashboard_rollup_add(OLD.shop_id, OLD.mode, OLD.created_at, 'collection', OLD.operator, OLD.status,
				-1, -OLD.amount, -OLD.fee, -OLD.merchant_receives);
		ELSIF TG_TABLE_NAME = 'payouts' THEN
			PERFORM dashboard_rollup_add(OLD.shop_id, OLD.mode, OLD.created_at, 'payout', OLD.network, OLD.status,
				-1, -OLD.amount, -OLD.fee, OLD.amount + OLD.fee);
		ELSE
			SELECT operator INTO v_network FROM transactions WHERE id = OLD.transaction_id;
			PERFORM dashboard_rollup_add(OLD.shop_id, OLD.mode, OLD.created_at, 'refund', v_network, OLD.status,
				-1, -OLD.amount, 0, OLD.amount);
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.status IN ('SUCCESSFUL', 'FAILED') THEN
		IF TG_TABLE_NAME = 'transactions' THEN
			PERFORM dashboard_rollup_add(NEW.shop_id, NEW.mode, NEW.created_at, 'collection', NEW.operator, NEW.status,
				1, NEW.amount, NEW.fee, NEW.merchant_receives);
		ELSIF TG_TABLE_NAME = 'payouts' THEN
			PERFORM dashboard_rollup_add(NEW.shop_id, NEW.mode, NEW.created_at, 'payout', NEW.network, NEW.status,
				1, NEW.amount, NEW.fee, -(NEW.amount + NEW.fee));
		ELSE
			SELECT operator INTO v_network FROM transactions WHERE id = NEW.transaction_id;
			PERFORM dashboard_rollup_add(NEW.shop_id, NEW.mode, NEW.created_at, 'refund', v_network, NEW.status,
				1, NEW.amount, 0, -NEW.amount);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_rollup_insert" AFTER INSERT ON "transactions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (NEW.status IN ('SUCCESSFUL', 'FAILED')) EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_rollup_update" AFTER UPDATE ON "transactions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN ((OLD.status IN ('SUCCESSFUL', 'FAILED') OR NEW.status IN ('SUCCESSFUL', 'FAILED'))
		AND (OLD.status, OLD.shop_id, OLD.mode, OLD.created_at, OLD.operator, OLD.amount, OLD.fee, OLD.merchant_receives)
			IS DISTINCT FROM (NEW.status, NEW.shop_id, NEW.mode, NEW.created_at, NEW.operator, NEW.amount, NEW.fee, NEW.merchant_receives))
	EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_rollup_delete" AFTER DELETE ON "transactions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD.status IN ('SUCCESSFUL', 'FAILED')) EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payouts_rollup_insert" AFTER INSERT ON "payouts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (NEW.status IN ('SUCCESSFUL', 'FAILED')) EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payouts_rollup_update" AFTER UPDATE ON "payouts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN ((OLD.status IN ('SUCCESSFUL', 'FAILED') OR NEW.status IN ('SUCCESSFUL', 'FAILED'))
		AND (OLD.status, OLD.shop_id, OLD.mode, OLD.created_at, OLD.network, OLD.amount, OLD.fee)
			IS DISTINCT FROM (NEW.status, NEW.shop_id, NEW.mode, NEW.created_at, NEW.network, NEW.amount, NEW.fee))
	EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payouts_rollup_delete" AFTER DELETE ON "payouts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD.status IN ('SUCCESSFUL', 'FAILED')) EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_rollup_insert" AFTER INSERT ON "refunds" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (NEW.status IN ('SUCCESSFUL', 'FAILED')) EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_rollup_update" AFTER UPDATE ON "refunds" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN ((OLD.status IN ('SUCCESSFUL', 'FAILED') OR NEW.status IN ('SUCCESSFUL', 'FAILED'))
		AND (OLD.status, OLD.shop_id, OLD.mode, OLD.created_at, OLD.transaction_id, OLD.amount)
			IS DISTINCT FROM (NEW.status, NEW.shop_id, NEW.mode, NEW.created_at, NEW.transaction_id, NEW.amount))
	EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_rollup_delete" AFTER DELETE ON "refunds" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD.status IN ('SUCCESSFUL', 'FAILED')) EXECUTE FUNCTION "dashboard_rollup_row"();--> statement-breakpoint
-- The fees earned per day: a fee account's balance moves only with its postings, in the
-- transaction that writes their entry (created_at now()), under the lock the posting holds on
-- that account's row, so this row adds no wait.
CREATE FUNCTION "platform_fee_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO platform_fee_rollups AS r (account_id, mode, day, amount)
	VALUES (NEW.id, NEW.mode, (now() AT TIME ZONE 'UTC')::date, NEW.balance - OLD.balance)
	ON CONFLICT (account_id, day) DO UPDATE SET amount = r.amount + excluded.amount;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_fee_rollup" AFTER UPDATE OF "balance" ON "ledger_accounts"
	FOR EACH ROW WHEN (NEW.kind = 'platform_fees' AND NEW.balance <> OLD.balance)
	EXECUTE FUNCTION "platform_fee_rollup"();--> statement-breakpoint
-- What the rollups must hold, computed from the raw rows: the rebuild below fills them from these
-- views and ledger:check compares them with these views (modules/ledger/rollup-check-repository.ts).
CREATE VIEW "dashboard_rollups_from_rows" AS
	SELECT shop_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, 'collection'::text AS kind, operator AS network,
		status, count(*)::bigint AS count, sum(amount)::bigint AS amount, sum(fee)::bigint AS fee,
		sum(merchant_receives)::bigint AS net
	FROM transactions WHERE status IN ('SUCCESSFUL', 'FAILED') GROUP BY 1, 2, 3, 5, 6
	UNION ALL
	SELECT shop_id, mode, (created_at AT TIME ZONE 'UTC')::date, 'payout', network, status,
		count(*), sum(amount)::bigint, sum(fee)::bigint, (-sum(amount + fee))::bigint
	FROM payouts WHERE status IN ('SUCCESSFUL', 'FAILED') GROUP BY 1, 2, 3, 5, 6
	UNION ALL
	SELECT r.shop_id, r.mode, (r.created_at AT TIME ZONE 'UTC')::date, 'refund', t.operator, r.status,
		count(*), sum(r.amount)::bigint, 0::bigint, (-sum(r.amount))::bigint
	FROM refunds r JOIN transactions t ON t.id = r.transaction_id
	WHERE r.status IN ('SUCCESSFUL', 'FAILED') GROUP BY 1, 2, 3, 5, 6;
--> statement-breakpoint
CREATE VIEW "platform_fee_rollups_from_postings" AS
	SELECT p.account_id, a.mode, (e.created_at AT TIME ZONE 'UTC')::date AS day, sum(p.amount)::bigint AS amount
	FROM ledger_postings p
	JOIN ledger_accounts a ON a.id = p.account_id
	JOIN ledger_entries e ON e.id = p.entry_id
	WHERE a.kind = 'platform_fees' GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Every rollup again from the raw rows (this migration's backfill, bench:dashboard's load), with
-- the writers of those rows held off (SHARE locks) so that nothing commits in between.
CREATE FUNCTION "dashboard_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE transactions, payouts, refunds, ledger_accounts IN SHARE MODE;
	DELETE FROM dashboard_rollups;
	INSERT INTO dashboard_rollups (shop_id, mode, day, kind, network, status, count, amount, fee, net)
	SELECT shop_id, mode, day, kind, network, status, count, amount, fee, net FROM dashboard_rollups_from_rows;
	DELETE FROM platform_fee_rollups;
	INSERT INTO platform_fee_rollups (account_id, mode, day, amount)
	SELECT account_id, mode, day, amount FROM platform_fee_rollups_from_postings;
END;
$$;
--> statement-breakpoint
SELECT "dashboard_rollups_rebuild"();
