-- Settlement batches write their collections' dashboard rollups themselves, in one statement per
-- batch (docs/performance.md "Ledger"; modules/collections/collection-rollups.ts), instead of one
-- deferred trigger call per row. The transaction that does so sets `feex.collection_rollups` to
-- 'by_batch' around its own UPDATE of the rows only; the trigger's condition is read as each row
-- is updated (not at commit), so every other write of a collection's status still goes through
-- the trigger.
DROP TRIGGER "transactions_rollup_update" ON "transactions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_rollup_update" AFTER UPDATE ON "transactions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN ((OLD.status IN ('SUCCESSFUL', 'FAILED') OR NEW.status IN ('SUCCESSFUL', 'FAILED'))
		AND (OLD.status, OLD.shop_id, OLD.mode, OLD.created_at, OLD.operator, OLD.amount, OLD.fee, OLD.merchant_receives)
			IS DISTINCT FROM (NEW.status, NEW.shop_id, NEW.mode, NEW.created_at, NEW.operator, NEW.amount, NEW.fee, NEW.merchant_receives)
		AND current_setting('feex.collection_rollups', true) IS DISTINCT FROM 'by_batch')
	EXECUTE FUNCTION "dashboard_rollup_row"();
