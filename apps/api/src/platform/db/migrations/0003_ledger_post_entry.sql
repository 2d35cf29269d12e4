DROP INDEX "ledger_postings_entry_idx";--> statement-breakpoint
-- Reordered by hand: the identity key goes before the new key comes (one primary key at a time).
ALTER TABLE "ledger_postings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_pk" PRIMARY KEY("entry_id","account_id");--> statement-breakpoint
-- Hand-written: one entry posted in one statement (see docs/ledger.md and post-entry.ts, which
-- validates the postings first). Locks the accounts in id order (FOR NO KEY UPDATE: the postings'
-- foreign-key checks of other transactions do not wait on it), refuses what would take an account
-- that may not go negative below zero, then writes the entry, its postings and the cached
-- balances. Writes nothing unless the status is 'posted'.
CREATE FUNCTION "ledger_post_entry"(
	p_entry_id text, p_mode integer, p_kind text, p_reference text, p_key text,
	p_merchant_id text, p_shop_id text, p_metadata jsonb, p_accounts text[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id text, o_created_at timestamptz, o_account_id text, o_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
	r record;
	n integer := 0;
	v_currency text;
	v_short_id text;
	v_short_balance bigint;
	v_created timestamptz;
	v_existing text;
BEGIN
	FOR r IN
		SELECT a.id, a.balance, a.allow_negative, a.mode, a.currency, v.amount
		FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS v(account_id, amount) ON v.account_id = a.id
		ORDER BY a.id
		FOR NO KEY UPDATE OF a
	LOOP
		n := n + 1;
		IF r.mode <> p_mode THEN
			RETURN QUERY SELECT 'mode_mismatch', NULL::text, NULL::timestamptz, r.id, NULL::bigint;
			RETURN;
		END IF;
		IF v_currency IS NOT NULL AND v_currency <> r.currency THEN
			RETURN QUERY SELECT 'currency_mismatch', NULL::text, NULL::timestamptz, r.id, NULL::bigint;
			RETURN;
		END IF;
		v_currency := r.currency;
		IF v_short_id IS NULL AND NOT r.allow_negative AND r.balance + r.amount < 0 THEN
			v_short_id := r.id;
			v_short_balance := r.balance;
		END IF;
	END LOOP;
	IF n < cardinality(p_accounts) THEN
		RETURN QUERY SELECT 'not_found', NULL::text, NULL::timestamptz, NULL::text, NULL::bigint;
		RETURN;
	END IF;
	IF v_short_id IS NOT NULL THEN
		-- The same entry, committed by a concurrent twin while we waited for the locks, wins.
		SELECT e.id INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_key;
		IF v_existing IS NOT NULL THEN
			RETURN QUERY SELECT 'exists', v_existing, NULL::timestamptz, NULL::text, NULL::bigint;
		ELSE
			RETURN QUERY SELECT 'insufficient_funds', NULL::text, NULL::timestamptz, v_short_id, v_short_balance;
		END IF;
		RETURN;
	END IF;
	INSERT INTO ledger_entries (id, mode, kind, reference, idempotency_key, merchant_id, shop_id, metadata)
	VALUES (p_entry_id, p_mode, p_kind, p_reference, p_key, p_merchant_id, p_shop_id, p_metadata)
	ON CONFLICT (idempotency_key) DO NOTHING
	RETURNING ledger_entries.created_at INTO v_created;
	IF v_created IS NULL THEN
		SELECT e.id INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_key;
		RETURN QUERY SELECT 'exists', v_existing, NULL::timestamptz, NULL::text, NULL::bigint;
		RETURN;
	END IF;
	INSERT INTO ledger_postings (entry_id, account_id, amount)
	SELECT p_entry_id, v.account_id, v.amount FROM unnest(p_accounts, p_amounts) AS v(account_id, amount);
	UPDATE ledger_accounts a SET balance = a.balance + v.amount, version = a.version + 1
	FROM unnest(p_accounts, p_amounts) AS v(account_id, amount) WHERE a.id = v.account_id;
	RETURN QUERY SELECT 'posted', p_entry_id, v_created, NULL::text, NULL::bigint;
END;
$$;
