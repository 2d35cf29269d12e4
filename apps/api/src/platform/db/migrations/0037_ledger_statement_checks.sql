-- Generated (the four foreign keys dropped), then completed by hand. Issue 22 item 3: a settled
-- collection wrote 8 foreign-key checks into the ledger (its entry's merchant and shop, each of its
-- 3 postings' entry and account), each one an internal SELECT ... FOR KEY SHARE run row by row that
-- locked the referenced row (a WAL record, and on the hot shop's row a multixact shared by every
-- batch posting to it). The same guarantees now cost one set-based query per statement:
-- - a posting's entry and account exist: `ledger_postings_balanced` (0028), which already reads
--   every statement's postings, also looks their entries and accounts up (index probes, no lock);
-- - an entry's merchant and shop exist: the new statement trigger `ledger_entries_owners`;
-- - what the foreign keys' locks guarded against, a referenced row deleted before commit, cannot
--   happen: entries are append-only (0013's triggers), an account with postings is never deleted (the
--   trigger below; nothing in the application deletes one), and
--   a shop or merchant that has ledger accounts keeps them by ledger_accounts' own foreign keys;
-- - ledger:check (check-ledger.ts) proves all four references again over the whole journal
--   (orphan postings, entries whose merchant or shop is missing).
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_shop_id_shops_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_postings_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	-- First (as the foreign keys did until 0037, here once per statement): every posting's entry and
	-- account exist.
	SELECT p.entry_id, p.account_id INTO bad FROM new_postings p
	WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.id = p.entry_id) LIMIT 1;
	IF NOT FOUND THEN
		SELECT p.entry_id, p.account_id INTO bad FROM new_postings p
		WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p.account_id) LIMIT 1;
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'ledger posting of entry % to account %: the entry or the account does not exist',
			bad.entry_id, bad.account_id
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_postings_references', TABLE = 'ledger_postings';
	END IF;
	-- The usual statement writes one entry's postings: one plain aggregate.
	SELECT min(p.entry_id) AS entry_id, max(p.entry_id) AS last_id, sum(p.amount) AS total, count(*) AS n
	INTO bad FROM new_postings p;
	IF bad.entry_id IS DISTINCT FROM bad.last_id THEN
		SELECT p.entry_id, sum(p.amount) AS total, count(*) AS n INTO bad
		FROM new_postings p
		GROUP BY p.entry_id
		HAVING sum(p.amount) <> 0 OR count(*) < 2
		LIMIT 1;
	END IF;
	IF bad.entry_id IS NOT NULL AND (bad.total <> 0 OR bad.n < 2) THEN
		RAISE EXCEPTION 'ledger entry %: % posting(s) summing to %; an entry''s postings are written together and sum to zero',
			bad.entry_id, bad.n, bad.total
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_balanced', TABLE = 'ledger_postings';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entries_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT n.id, n.merchant_id AS owner INTO bad FROM new_entries n
	WHERE n.merchant_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM merchants m WHERE m.id = n.merchant_id) LIMIT 1;
	IF NOT FOUND THEN
		SELECT n.id, n.shop_id AS owner INTO bad FROM new_entries n
		WHERE n.shop_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM shops s WHERE s.id = n.shop_id) LIMIT 1;
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'ledger entry %: its merchant or shop % does not exist', bad.id, bad.owner
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_entries_owners', TABLE = 'ledger_entries';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_owners" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_owners"();--> statement-breakpoint
-- 0013's guard again (its function is still there): an account with postings is never deleted. The
-- trigger locks the row before it runs, so a transaction posting to the account (which holds the
-- row's lock until commit) is waited for, and its postings are seen.
CREATE TRIGGER "ledger_accounts_keep_posted" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_account_change"();
