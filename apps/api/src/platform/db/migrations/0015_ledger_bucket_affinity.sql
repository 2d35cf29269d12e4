-- Hand-written (see docs/ledger.md, "Hot accounts: buckets"): ledger_post_entry of 0013/0014, same
-- signature, result and guarantees, with two changes to the postings of a split account.
-- 1. Each connection has a bucket of its own in every split account (its backend pid modulo the
--    account's buckets), tried first with SKIP LOCKED: with as many writers as buckets, writers
--    mostly use different rows. A credit finds it with the account in one statement, whatever its
--    balance; a debit takes it if it covers it. Only when that bucket is busy or short does a
--    posting go the way of 0011 (a free bucket from a random one on, then a busy one that covers
--    it, then every bucket in shard order).
-- 2. A deadlock fixed. A row locked by SELECT … FOR UPDATE whose condition no longer holds once it
--    is locked (here: a concurrent debit took the bucket's money) is not returned but stays locked
--    until the end of the transaction. A debit that had tried a bucket that way could then lock
--    every bucket in shard order while holding that one out of order, and deadlock with another
--    debit doing the same (seen in ledger-buckets' 400 parallel transfers on PostgreSQL, about one
--    run in five). Every debit attempt with such a condition now runs in a subtransaction that is
--    rolled back when it finds nothing, which releases the lock.
-- The settings of 0013 and 0014 are part of the definition (CREATE OR REPLACE resets them).
CREATE OR REPLACE FUNCTION "ledger_post_entry"(
	p_entry_id text, p_mode integer, p_kind text, p_reference text, p_key text,
	p_merchant_id text, p_shop_id text, p_metadata jsonb, p_accounts text[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id text, o_created_at timestamptz, o_account_id text, o_balance bigint)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
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
	v_off integer;
	v_need bigint;
	v_take bigint;
	v_sum bigint;
	v_picked text;
	v_try integer;
	v_shard integer;
	v_split_done integer[] := '{}';
	v_has_credit boolean := false;
BEGIN
	FOR r IN
		SELECT a.id, a.balance, a.allow_negative, a.mode, a.currency, v.amount
		FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS v(account_id, amount) ON v.account_id = a.id
		WHERE a.buckets = 1 OR a.shard > 0
		ORDER BY a.id
		FOR NO KEY UPDATE OF a
	LOOP
		n := n + 1;
		IF r.mode <> p_mode THEN
			o_status := 'mode_mismatch'; o_account_id := r.id; RETURN NEXT; RETURN;
		END IF;
		IF v_currency IS NOT NULL AND v_currency <> r.currency THEN
			o_status := 'currency_mismatch'; o_account_id := r.id; RETURN NEXT; RETURN;
		END IF;
		v_currency := r.currency;
		IF v_short_id IS NULL AND NOT r.allow_negative AND r.balance + r.amount < 0 THEN
			v_short_id := r.id;
			v_short_balance := r.balance;
		END IF;
		v_accounts := v_accounts || r.id;
		v_amounts := v_amounts || r.amount;
	END LOOP;

	-- The postings left are to split accounts (or to accounts that do not exist). Credits first
	-- take the connection's own bucket, found with the account in one statement, whatever its
	-- balance (a credit can use any bucket, so it never locks one it does not use).
	IF n < cardinality(p_accounts) AND v_short_id IS NULL THEN
		FOR v_try IN 1 .. cardinality(p_accounts) LOOP
			IF p_amounts[v_try] > 0 AND NOT (p_accounts[v_try] = ANY (v_accounts)) THEN
				v_has_credit := true;
			END IF;
		END LOOP;
	END IF;
	IF v_has_credit THEN
		FOR r IN
			SELECT a.id, a.mode, a.currency, k.id AS bucket_id, v.amount, v.i
			FROM ledger_accounts a
			JOIN unnest(p_accounts, p_amounts) WITH ORDINALITY AS v(account_id, amount, i) ON v.account_id = a.id
			JOIN ledger_accounts k ON k.shop_id = a.shop_id AND k.mode = a.mode AND k.kind = a.kind
				AND k.shard = pg_backend_pid() % a.buckets
			WHERE a.buckets > 1 AND a.shard = 0 AND v.amount > 0
			ORDER BY k.id
			FOR NO KEY UPDATE OF k SKIP LOCKED
		LOOP
			n := n + 1;
			IF r.mode <> p_mode THEN
				o_status := 'mode_mismatch'; o_account_id := r.id; RETURN NEXT; RETURN;
			END IF;
			IF v_currency IS NOT NULL AND v_currency <> r.currency THEN
				o_status := 'currency_mismatch'; o_account_id := r.id; RETURN NEXT; RETURN;
			END IF;
			v_currency := r.currency;
			v_split_done := v_split_done || r.i::integer;
			v_accounts := v_accounts || r.bucket_id;
			v_amounts := v_amounts || r.amount;
		END LOOP;
	END IF;

	IF n < cardinality(p_accounts) AND v_short_id IS NULL THEN
		FOR r IN
			SELECT a.id, a.shop_id, a.kind, a.mode, a.currency, a.buckets, v.amount
			FROM ledger_accounts a
			JOIN unnest(p_accounts, p_amounts) WITH ORDINALITY AS v(account_id, amount, i) ON v.account_id = a.id
			WHERE a.buckets > 1 AND a.shard = 0 AND NOT (v.i::integer = ANY (v_split_done))
			ORDER BY a.id
		LOOP
			n := n + 1;
			IF r.mode <> p_mode THEN
				o_status := 'mode_mismatch'; o_account_id := r.id; RETURN NEXT; RETURN;
			END IF;
			IF v_currency IS NOT NULL AND v_currency <> r.currency THEN
				o_status := 'currency_mismatch'; o_account_id := r.id; RETURN NEXT; RETURN;
			END IF;
			v_currency := r.currency;
			v_off := floor(random() * r.buckets)::integer;
			v_picked := NULL;
			IF r.amount > 0 THEN
				-- A credit whose own bucket is busy: any free bucket, else wait for one.
				SELECT a.id INTO v_picked FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
				ORDER BY (a.shard + v_off) % r.buckets
				LIMIT 1
				FOR NO KEY UPDATE OF a SKIP LOCKED;
				IF v_picked IS NULL THEN
					SELECT a.id INTO v_picked FROM ledger_accounts a
					WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard = v_off
					FOR NO KEY UPDATE OF a;
				END IF;
			ELSE
				-- A debit takes one bucket that covers it. A row locked by a query whose condition
				-- no longer holds once it is locked (a concurrent debit took the money) is kept
				-- locked by PostgreSQL though not returned: each attempt runs in a subtransaction
				-- rolled back when it finds nothing, so a debit never waits, nor locks every bucket
				-- below, while holding a bucket of this account it does not use (a deadlock with
				-- another debit locking every bucket in shard order).
				BEGIN
					-- Its own bucket, then any free bucket that covers it.
					SELECT a.id INTO v_picked FROM ledger_accounts a
					WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind
						AND a.shard = pg_backend_pid() % r.buckets AND a.balance + r.amount >= 0
					FOR NO KEY UPDATE OF a SKIP LOCKED;
					IF v_picked IS NULL THEN
						SELECT a.id INTO v_picked FROM ledger_accounts a
						WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
							AND a.balance + r.amount >= 0
						ORDER BY (a.shard + v_off) % r.buckets
						LIMIT 1
						FOR NO KEY UPDATE OF a SKIP LOCKED;
					END IF;
					IF v_picked IS NULL THEN
						RAISE SQLSTATE 'LB001';
					END IF;
				EXCEPTION WHEN SQLSTATE 'LB001' THEN
					v_picked := NULL;
				END;
				-- Else wait for a busy bucket that covers it (three tries).
				v_try := 0;
				WHILE v_picked IS NULL AND v_try < 3 LOOP
					v_try := v_try + 1;
					SELECT a.shard INTO v_shard FROM ledger_accounts a
					WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
						AND a.balance + r.amount >= 0
					ORDER BY (a.shard + v_off) % r.buckets
					LIMIT 1;
					EXIT WHEN v_shard IS NULL;
					BEGIN
						SELECT a.id INTO v_picked FROM ledger_accounts a
						WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard = v_shard
							AND a.balance + r.amount >= 0
						FOR NO KEY UPDATE OF a;
						IF v_picked IS NULL THEN
							RAISE SQLSTATE 'LB001';
						END IF;
					EXCEPTION WHEN SQLSTATE 'LB001' THEN
						v_picked := NULL;
					END;
					v_shard := NULL;
				END LOOP;
			END IF;
			IF v_picked IS NOT NULL THEN
				v_accounts := v_accounts || v_picked;
				v_amounts := v_amounts || r.amount;
				CONTINUE;
			END IF;
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
		o_status := 'not_found'; RETURN NEXT; RETURN;
	END IF;
	IF v_short_id IS NOT NULL THEN
		SELECT e.id INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_key;
		IF v_existing IS NOT NULL THEN
			o_status := 'exists'; o_entry_id := v_existing;
		ELSE
			o_status := 'insufficient_funds'; o_account_id := v_short_id; o_balance := v_short_balance;
		END IF;
		RETURN NEXT; RETURN;
	END IF;
	WITH e AS (
		INSERT INTO ledger_entries (id, mode, kind, reference, idempotency_key, merchant_id, shop_id, metadata)
		VALUES (p_entry_id, p_mode, p_kind, p_reference, p_key, p_merchant_id, p_shop_id, p_metadata)
		ON CONFLICT (idempotency_key) DO NOTHING
		RETURNING ledger_entries.created_at
	), p AS (
		INSERT INTO ledger_postings (entry_id, account_id, amount)
		SELECT p_entry_id, v.account_id, v.amount FROM e, unnest(v_accounts, v_amounts) AS v(account_id, amount)
		RETURNING ledger_postings.account_id, ledger_postings.amount
	), u AS (
		UPDATE ledger_accounts a SET balance = a.balance + p.amount, version = a.version + 1
		FROM p WHERE a.id = p.account_id
	)
	SELECT e.created_at INTO v_created FROM e;
	IF v_created IS NULL THEN
		SELECT e.id INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_key;
		o_status := 'exists'; o_entry_id := v_existing; RETURN NEXT; RETURN;
	END IF;
	o_status := 'posted'; o_entry_id := p_entry_id; o_created_at := v_created;
	RETURN NEXT;
END;
$$;
