-- Generated (three foreign keys dropped), then completed by hand; the same change as 0037 for the
-- two other tables every settlement (and every new collection) writes. A settled collection wrote
-- 3 timeline rows and 1 outbox row, each foreign key an internal SELECT ... FOR KEY SHARE per row:
-- 5 locking lookups, 2 of them on the shop's row (shared by every batch of a busy shop). Now:
-- - a timeline event's transaction exists: the statement trigger `transaction_events_transaction`
--   (one set-based lookup per statement); a transaction that has events is never deleted
--   (`transactions_keep_timeline`, what the foreign key's NO ACTION did; it does not wait for an
--   event being written by another transaction as the key's lock did, but nothing in the
--   application deletes a transaction);
-- - an outbox event's merchant and shop exist: the statement trigger `webhook_events_owners`.
--   Shops and merchants are never deleted (archived; their ledger accounts and transactions keep
--   them by foreign keys).
ALTER TABLE "transaction_events" DROP CONSTRAINT "transaction_events_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_shop_id_shops_id_fk";
--> statement-breakpoint
CREATE FUNCTION "transaction_events_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT n.id, n.transaction_id INTO bad FROM new_events n
	WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = n.transaction_id) LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'transaction event %: its transaction % does not exist', bad.id, bad.transaction_id
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'transaction_events_transaction', TABLE = 'transaction_events';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transaction_events_transaction" AFTER INSERT ON "transaction_events" REFERENCING NEW TABLE AS "new_events" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_events_transaction"();--> statement-breakpoint
CREATE FUNCTION "transactions_keep_timeline"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM transaction_events e WHERE e.transaction_id = OLD.id) THEN
		RAISE EXCEPTION 'transaction % has timeline events: DELETE refused', OLD.id
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'transaction_events_transaction', TABLE = 'transactions';
	END IF;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_keep_timeline" BEFORE DELETE ON "transactions" FOR EACH ROW EXECUTE FUNCTION "transactions_keep_timeline"();--> statement-breakpoint
CREATE FUNCTION "webhook_events_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT n.id, n.merchant_id AS owner INTO bad FROM new_events n
	WHERE NOT EXISTS (SELECT 1 FROM merchants m WHERE m.id = n.merchant_id) LIMIT 1;
	IF NOT FOUND THEN
		SELECT n.id, n.shop_id AS owner INTO bad FROM new_events n
		WHERE NOT EXISTS (SELECT 1 FROM shops s WHERE s.id = n.shop_id) LIMIT 1;
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'webhook event %: its merchant or shop % does not exist', bad.id, bad.owner
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'webhook_events_owners', TABLE = 'webhook_events';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "webhook_events_owners" AFTER INSERT ON "webhook_events" REFERENCING NEW TABLE AS "new_events" FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_owners"();
