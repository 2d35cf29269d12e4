-- Generated (the contention counter, the postings' two foreign keys back), then completed by hand
-- (see docs/ledger.md). From this version on, the posting function `ledger_post_entry` is no longer
-- defined by migrations: its current version is one file, apps/api/src/modules/ledger/sql/
-- ledger-post-entry.sql, applied after the migrations (platform/db/routines.ts). 0003 and 0010–0020
-- are its history. What the ledger's tables now refuse by themselves, whoever writes to them:
-- - a posting whose entry or account does not exist (the foreign keys, dropped by 0013 for the
--   cost of a posting; they also replace the trigger that refused deleting a posted account);
-- - the postings one statement writes for an entry not summing to zero, or fewer than two of them
--   (the statement trigger below; an account twice in an entry is refused by the postings' key).
ALTER TABLE "ledger_accounts" ADD COLUMN "contention" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TRIGGER "ledger_accounts_keep_posted" ON "ledger_accounts";--> statement-breakpoint
CREATE FUNCTION "ledger_postings_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
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
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings" REFERENCING NEW TABLE AS "new_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_balanced"();
