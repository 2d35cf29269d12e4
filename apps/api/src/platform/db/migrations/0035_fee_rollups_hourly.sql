-- The platform fee rollups by UTC hour (docs/performance.md, "Dashboards at scale"): the back-office's
-- rolling periods read the whole hours of their partial first and last days from here and only the
-- partial hours from the postings. Same trigger, view and rebuild as 0034, with the hour.
ALTER TABLE "platform_fee_rollups" ADD COLUMN "hour" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_fee_rollups" DROP CONSTRAINT "platform_fee_rollups_pk";
--> statement-breakpoint
ALTER TABLE "platform_fee_rollups" ADD CONSTRAINT "platform_fee_rollups_pk" PRIMARY KEY("account_id","day","hour");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "platform_fee_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO platform_fee_rollups AS r (account_id, mode, day, hour, amount)
	VALUES (NEW.id, NEW.mode, (now() AT TIME ZONE 'UTC')::date,
		extract(hour FROM now() AT TIME ZONE 'UTC')::smallint, NEW.balance - OLD.balance)
	ON CONFLICT (account_id, day, hour) DO UPDATE SET amount = r.amount + excluded.amount;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW "platform_fee_rollups_from_postings" AS
	SELECT p.account_id, a.mode, (e.created_at AT TIME ZONE 'UTC')::date AS day, sum(p.amount)::bigint AS amount,
		extract(hour FROM e.created_at AT TIME ZONE 'UTC')::smallint AS hour
	FROM ledger_postings p
	JOIN ledger_accounts a ON a.id = p.account_id
	JOIN ledger_entries e ON e.id = p.entry_id
	WHERE a.kind = 'platform_fees' GROUP BY 1, 2, 3, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE transactions, payouts, refunds, ledger_accounts IN SHARE MODE;
	DELETE FROM dashboard_rollups;
	INSERT INTO dashboard_rollups (shop_id, mode, day, kind, network, status, count, amount, fee, net)
	SELECT shop_id, mode, day, kind, network, status, count, amount, fee, net FROM dashboard_rollups_from_rows;
	DELETE FROM platform_fee_rollups;
	INSERT INTO platform_fee_rollups (account_id, mode, day, hour, amount)
	SELECT account_id, mode, day, hour, amount FROM platform_fee_rollups_from_postings;
END;
$$;
--> statement-breakpoint
-- The existing day rows become hour rows: the fee rollups again from the postings.
LOCK TABLE ledger_accounts IN SHARE MODE;--> statement-breakpoint
DELETE FROM platform_fee_rollups;--> statement-breakpoint
INSERT INTO platform_fee_rollups (account_id, mode, day, hour, amount)
	SELECT account_id, mode, day, hour, amount FROM platform_fee_rollups_from_postings;
