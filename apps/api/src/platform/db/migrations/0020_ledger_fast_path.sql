-- Hand-written (see docs/ledger.md, "Posting"): ledger_post_entry of 0019, same signature, result
-- and guarantees, with a short way for the usual entry in front of 0019's (the long way). 0019
-- first locked the accounts with a SELECT … FOR NO KEY UPDATE (a cursor over a join with the
-- arrays, a sort, a lock record per row), checked them, then wrote them in one statement of CTEs.
-- The usual entry (every posting to an unsplit account in XOF, or all but one, to a split account
-- whose bucket the connection remembers) is now written at once, in a subtransaction, one plain
-- statement per table, and the table's constraints refuse what must not pass: the balance's CHECK
-- an overdraft, its NOT NULL a row of another mode or currency (its new balance is NULL). A
-- refusal, a missing or split account not remembered, or an idempotency key posted before rolls
-- the subtransaction back (its row locks with it); the key answers `exists` and everything else
-- takes the long way, whose answers are 0019's (insufficient_funds with the balance, …).
-- - Lock order unchanged: the unsplit accounts in id order (one UPDATE whose only usable index is
--   the primary key: a btree scan of `id = ANY (…)` visits the ids in index order, so the rows are
--   locked in id order; bitmap scans, which visit rows in page order, are turned off for the
--   function), then the remembered bucket, then the entry's idempotency key, as in 0019. The bucket
--   is in the same UPDATE when its id sorts after the unsplit accounts' (the usual case: ids grow
--   with time, and an account is split long after the platform's accounts and its shop's other
--   accounts exist), so the same id-order scan locks it last; otherwise it has a statement of its
--   own, after them.
-- - The remembered buckets are one session setting, ledger.buckets (';<account id>=<bucket
--   id>/<mode>/<currency>/<slot>' for each split account the connection has posted to), read once
--   per call: 0019's one setting per account meant a look-up per posting on every call. It is set
--   as 0019 set its settings: only once a posting to the bucket is written, inside its transaction
--   (a rollback takes it back).
-- Measured (docs/performance.md): per call on one connection (callgrind, instructions) a uniform
-- transfer 647k against 788k with 0019, a hot one 717k against 847k.
-- The settings of 0013 and 0014 are part of the definition (CREATE OR REPLACE resets them).
CREATE OR REPLACE FUNCTION "ledger_post_entry"(
	p_entry_id text, p_mode integer, p_kind text, p_reference text, p_key text,
	p_merchant_id text, p_shop_id text, p_metadata jsonb, p_accounts text[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id text, o_created_at timestamptz, o_account_id text, o_balance bigint)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET enable_bitmapscan = off
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
	v_slot bigint;
	v_split_account text;
	v_split_amount bigint;
	v_own text;
	v_own_setting text;
	v_own_new boolean := false;
	v_looked_up boolean := false;
	v_refused boolean;
	f_all text;
	f_at integer;
	f_account text;
	f_amount bigint;
	f_own text;
	f_bucket text;
	f_ids text[];
	f_join text;
	f_apart boolean := false;
	f_ok boolean := true;
	f_rows integer;
	-- The short way takes entries in XOF, every account's currency today; any other takes the long way.
	f_currency CONSTANT text := 'XOF';
	f_exists boolean := false;
BEGIN
	-- The buckets this connection remembers, one per split account it has posted to:
	-- ';<account id>=<bucket id>/<mode>/<currency>/<slot>' each (set at the end, as in 0019).
	f_all := coalesce(current_setting('ledger.buckets', true), '');

	-- The usual entry, the short way: every posting to an unsplit account, or all but one, to a
	-- split account whose bucket the connection remembers. Written at once in a subtransaction, in
	-- 0019's lock order: the unsplit accounts updated by one statement whose index scan by id
	-- visits (and locks) them in id order, then the bucket, then the entry's idempotency key. The
	-- balance's CHECK refuses an overdraft. Anything unusual rolls the subtransaction back (its
	-- locks with it) and the entry goes the long way below, 0019's, whose answers are unchanged: an
	-- overdraft, an account missing, split and not remembered, or of another mode or currency.
	IF f_all <> '' THEN
		FOR v_try IN 1 .. cardinality(p_accounts) LOOP
			f_at := position(';' || p_accounts[v_try] || '=' IN f_all);
			IF f_at > 0 THEN
				f_ok := f_ok AND f_account IS NULL;
				f_account := p_accounts[v_try];
				f_amount := p_amounts[v_try];
				f_own := split_part(substr(f_all, f_at + length(f_account) + 2), ';', 1);
				f_bucket := split_part(f_own, '/', 1);
			END IF;
		END LOOP;
		IF f_account IS NOT NULL AND f_ok THEN
			f_ok := split_part(f_own, '/', 2) = p_mode::text AND split_part(f_own, '/', 3) = f_currency
				AND split_part(f_own, '/', 4) = coalesce(current_setting('ledger.bucket_slot', true), '');
		END IF;
	END IF;
	IF f_ok AND cardinality(p_accounts) >= 2 THEN
		BEGIN
			-- The bucket is locked after the unsplit accounts. When its id sorts after theirs (the usual
			-- case: ids grow with time, and an account is split long after the platform's accounts and
			-- its shop's other accounts exist), one UPDATE locks them all in id order, the bucket last;
			-- otherwise the bucket has a statement of its own, after.
			IF f_account IS NOT NULL THEN
				IF f_bucket > ALL (array_remove(p_accounts, f_account)) THEN
					f_ids := array_replace(p_accounts, f_account, f_bucket);
					f_join := f_bucket;
				ELSE
					f_apart := true;
				END IF;
			END IF;
			-- A row of another mode or currency makes its balance NULL, which its NOT NULL refuses.
			UPDATE ledger_accounts a
			SET balance = CASE WHEN a.mode = p_mode AND a.currency = f_currency
					THEN a.balance + p_amounts[array_position(coalesce(f_ids, p_accounts), a.id)] END,
				version = a.version + 1
			WHERE a.id = ANY (coalesce(f_ids, p_accounts)) AND (a.buckets = 1 OR a.shard > 0 OR a.id = f_join);
			GET DIAGNOSTICS f_rows = ROW_COUNT;
			IF f_rows = 0 OR f_rows <> cardinality(p_accounts) - f_apart::integer THEN
				RAISE SQLSTATE 'LB002';
			END IF;
			IF f_apart THEN
				UPDATE ledger_accounts a SET balance = a.balance + f_amount, version = a.version + 1
				WHERE a.id = f_bucket;
				GET DIAGNOSTICS f_rows = ROW_COUNT;
				IF f_rows <> 1 THEN
					RAISE SQLSTATE 'LB002';
				END IF;
			END IF;
			INSERT INTO ledger_entries (id, mode, kind, reference, idempotency_key, merchant_id, shop_id, metadata)
			VALUES (p_entry_id, p_mode, p_kind, p_reference, p_key, p_merchant_id, p_shop_id, p_metadata)
			ON CONFLICT (idempotency_key) DO NOTHING
			RETURNING ledger_entries.created_at INTO v_created;
			IF v_created IS NULL THEN
				RAISE SQLSTATE 'LB003';
			END IF;
			IF f_account IS NULL THEN
				INSERT INTO ledger_postings (entry_id, account_id, amount)
				SELECT p_entry_id, v.account_id, v.amount FROM unnest(p_accounts, p_amounts) AS v(account_id, amount);
			ELSE
				INSERT INTO ledger_postings (entry_id, account_id, amount)
				SELECT p_entry_id, CASE WHEN v.account_id = f_account THEN f_bucket ELSE v.account_id END,
					v.amount
				FROM unnest(p_accounts, p_amounts) AS v(account_id, amount);
			END IF;
			o_status := 'posted'; o_entry_id := p_entry_id; o_created_at := v_created;
			RETURN NEXT; RETURN;
		EXCEPTION
			WHEN check_violation OR not_null_violation OR SQLSTATE 'LB002' THEN
				f_exists := false;
			WHEN SQLSTATE 'LB003' THEN
				f_exists := true;
		END;
		IF f_exists THEN
			-- Nothing kept and no refusal: the key was posted before.
			SELECT e.id INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_key;
			o_status := 'exists'; o_entry_id := v_existing; RETURN NEXT; RETURN;
		END IF;
		v_created := NULL;
	END IF;

	-- The long way: 0019's function from here, the remembered bucket read from and kept in
	-- ledger.buckets instead of one setting per account.
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

	-- The connection's slot: numbered once per connection from a sequence, so that connections
	-- opened together have different own buckets (a backend pid modulo the buckets, as in 0015,
	-- gave two connections of a pool the same bucket as often as not).
	IF n < cardinality(p_accounts) AND v_short_id IS NULL THEN
		v_slot := nullif(current_setting('ledger.bucket_slot', true), '')::bigint;
		IF v_slot IS NULL THEN
			v_slot := nextval('ledger_bucket_slots');
			PERFORM set_config('ledger.bucket_slot', v_slot::text, false);
		END IF;
	END IF;

	-- The postings left are to split accounts (or to accounts that do not exist). One of them (the
	-- usual case) goes to the connection's own bucket of that account: remembered, or looked up
	-- (and remembered once written). A credit is then written by the statement at the end, as an
	-- entry between unsplit accounts; a debit by the same statement in a subtransaction, which a
	-- bucket that does not cover it rolls back, releasing the bucket, for the way below.
	IF n = cardinality(p_accounts) - 1 AND v_short_id IS NULL AND v_currency IS NOT NULL THEN
		FOR v_try IN 1 .. cardinality(p_accounts) LOOP
			IF NOT (p_accounts[v_try] = ANY (v_accounts)) THEN
				v_split_account := p_accounts[v_try];
				v_split_amount := p_amounts[v_try];
			END IF;
		END LOOP;
		IF v_split_account ~ '^[A-Za-z0-9_]+$' THEN
			v_own_setting := v_split_account;
			f_at := position(';' || v_split_account || '=' IN f_all);
			IF f_at > 0 THEN
				v_own := nullif(split_part(substr(f_all, f_at + length(v_split_account) + 2), ';', 1), '');
			END IF;
		END IF;
		IF v_own IS NULL OR split_part(v_own, '/', 4) <> v_slot::text THEN
			SELECT k.id || '/' || a.mode || '/' || a.currency || '/' || v_slot INTO v_own
			FROM ledger_accounts a
			JOIN ledger_accounts k ON k.shop_id = a.shop_id AND k.mode = a.mode AND k.kind = a.kind
				AND k.shard = v_slot % a.buckets
			WHERE a.id = v_split_account AND a.buckets > 1 AND a.shard = 0;
			v_looked_up := v_own_setting IS NOT NULL;
		END IF;
		IF split_part(v_own, '/', 2) = p_mode::text AND split_part(v_own, '/', 3) = v_currency THEN
			v_picked := split_part(v_own, '/', 1);
			IF v_split_amount > 0 THEN
				v_accounts := v_accounts || v_picked;
				v_amounts := v_amounts || v_split_amount;
				n := n + 1;
				v_own_new := v_looked_up;
			ELSE
				v_refused := false;
				BEGIN
					WITH e AS (
						INSERT INTO ledger_entries (id, mode, kind, reference, idempotency_key, merchant_id, shop_id, metadata)
						VALUES (p_entry_id, p_mode, p_kind, p_reference, p_key, p_merchant_id, p_shop_id, p_metadata)
						ON CONFLICT (idempotency_key) DO NOTHING
						RETURNING ledger_entries.created_at
					), p AS (
						INSERT INTO ledger_postings (entry_id, account_id, amount)
						SELECT p_entry_id, v.account_id, v.amount
						FROM e, unnest(v_accounts || v_picked, v_amounts || v_split_amount) AS v(account_id, amount)
						RETURNING ledger_postings.account_id, ledger_postings.amount
					), u AS (
						UPDATE ledger_accounts a SET balance = a.balance + p.amount, version = a.version + 1
						FROM p WHERE a.id = p.account_id
					)
					SELECT e.created_at INTO v_created FROM e;
				EXCEPTION WHEN check_violation THEN
					v_created := NULL;
					v_refused := true;
				END;
				IF v_created IS NOT NULL THEN
					IF v_looked_up THEN
						PERFORM set_config('ledger.buckets',
							regexp_replace(f_all, ';' || v_own_setting || '=[^;]*', '') || ';' || v_own_setting || '=' || v_own, false);
					END IF;
					o_status := 'posted'; o_entry_id := p_entry_id; o_created_at := v_created;
					RETURN NEXT; RETURN;
				END IF;
				IF NOT v_refused THEN
					-- Nothing written and no refusal: the key was posted before.
					SELECT e.id INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_key;
					o_status := 'exists'; o_entry_id := v_existing; RETURN NEXT; RETURN;
				END IF;
			END IF;
			v_picked := NULL;
		END IF;
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
						AND a.shard = v_slot % r.buckets AND a.balance + r.amount >= 0
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
	IF v_own_new THEN
		PERFORM set_config('ledger.buckets',
			regexp_replace(f_all, ';' || v_own_setting || '=[^;]*', '') || ';' || v_own_setting || '=' || v_own, false);
	END IF;
	o_status := 'posted'; o_entry_id := p_entry_id; o_created_at := v_created;
	RETURN NEXT;
END;
$$;
