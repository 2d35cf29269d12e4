-- Hand-written: ledger_post_entry of 0010_ledger_buckets, one change (see docs/ledger.md). A debit
-- of a split account that no FREE bucket covers used to lock every bucket of the account at once;
-- when all buckets are merely busy (as many writers in flight as buckets), that queued it behind
-- every writer of the account. Now it first waits for ONE bucket that covers it (the row is
-- re-checked once locked; a few tries), and locks every bucket only when no single bucket covers
-- the debit, to split it. Waiting for one bucket while holding buckets of an account earlier in
-- id order keeps the order of waits, as before.
CREATE OR REPLACE FUNCTION "ledger_post_entry"(
	p_entry_id text, p_mode integer, p_kind text, p_reference text, p_key text,
	p_merchant_id text, p_shop_id text, p_metadata jsonb, p_accounts text[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id text, o_created_at timestamptz, o_account_id text, o_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
	r record;
	b record;
	n integer := 0;
	v_currency text;
	v_short_id text;
	v_short_balance bigint;
	v_created timestamptz;
	v_existing text;
	v_accounts text[] := '{}';
	v_amounts bigint[] := '{}';
	v_bucketed text[] := '{}';
	v_off integer;
	v_need bigint;
	v_take bigint;
	v_sum bigint;
	v_picked text;
	v_try integer;
	v_shard integer;
BEGIN
	-- 1. Unsplit accounts: lock in id order and check, as before.
	FOR r IN
		SELECT a.id, a.balance, a.allow_negative, a.mode, a.currency, a.buckets, a.shard, v.amount
		FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS v(account_id, amount) ON v.account_id = a.id
		WHERE a.buckets = 1 OR a.shard > 0
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
		v_accounts := v_accounts || r.id;
		v_amounts := v_amounts || r.amount;
	END LOOP;

	-- 2. Bucketed accounts (named by shard 0): pick the bucket rows, in id order of the accounts.
	IF n < cardinality(p_accounts) AND v_short_id IS NULL THEN
		FOR r IN
			SELECT a.id, a.shop_id, a.kind, a.mode, a.currency, a.buckets, v.amount
			FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS v(account_id, amount) ON v.account_id = a.id
			WHERE a.buckets > 1 AND a.shard = 0
			ORDER BY a.id
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
			v_off := floor(random() * r.buckets)::integer;
			v_picked := NULL;
			-- One bucket nobody holds that takes the whole posting (any bucket for a credit).
			SELECT a.id INTO v_picked FROM ledger_accounts a
			WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
				AND (r.amount > 0 OR a.balance + r.amount >= 0)
			ORDER BY (a.shard + v_off) % r.buckets
			LIMIT 1
			FOR NO KEY UPDATE OF a SKIP LOCKED;
			IF v_picked IS NULL AND r.amount > 0 THEN
				-- Every bucket is held: wait for one.
				SELECT a.id INTO v_picked FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard = v_off
				FOR NO KEY UPDATE OF a;
			END IF;
			-- A debit that buckets held by others would cover: wait for one of those (re-checked
			-- once locked), rather than for every bucket; a few tries, then the split below.
			v_try := 0;
			WHILE v_picked IS NULL AND r.amount < 0 AND v_try < 3 LOOP
				v_try := v_try + 1;
				SELECT a.shard INTO v_shard FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
					AND a.balance + r.amount >= 0
				ORDER BY (a.shard + v_off) % r.buckets
				LIMIT 1;
				EXIT WHEN v_shard IS NULL;
				SELECT a.id INTO v_picked FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard = v_shard
					AND a.balance + r.amount >= 0
				FOR NO KEY UPDATE OF a;
				v_shard := NULL;
			END LOOP;
			IF v_picked IS NOT NULL THEN
				v_accounts := v_accounts || v_picked;
				v_amounts := v_amounts || r.amount;
				CONTINUE;
			END IF;
			-- A debit no single free bucket covers: lock every bucket (shard order), take the largest first.
			v_need := -r.amount;
			v_sum := 0;
			FOR b IN
				SELECT a.id, a.balance FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
				ORDER BY a.shard
				FOR NO KEY UPDATE OF a
			LOOP
				v_sum := v_sum + b.balance;
			END LOOP;
			IF v_sum < v_need THEN
				v_short_id := r.id;
				v_short_balance := v_sum;
				EXIT;
			END IF;
			FOR b IN
				SELECT a.id, a.balance FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
					AND a.balance > 0
				ORDER BY a.balance DESC, a.shard
			LOOP
				v_take := least(b.balance, v_need);
				v_accounts := v_accounts || b.id;
				v_amounts := v_amounts || -v_take;
				v_need := v_need - v_take;
				EXIT WHEN v_need = 0;
			END LOOP;
		END LOOP;
	END IF;

	IF v_short_id IS NULL AND n < cardinality(p_accounts) THEN
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
	SELECT p_entry_id, v.account_id, v.amount FROM unnest(v_accounts, v_amounts) AS v(account_id, amount);
	UPDATE ledger_accounts a SET balance = a.balance + v.amount, version = a.version + 1
	FROM unnest(v_accounts, v_amounts) AS v(account_id, amount) WHERE a.id = v.account_id;
	RETURN QUERY SELECT 'posted', p_entry_id, v_created, NULL::text, NULL::bigint;
END;
$$;
