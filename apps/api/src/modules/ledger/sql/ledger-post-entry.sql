-- The ledger's routines, current version: the one definition of `ledger_post_entry` (and of the
-- account split it uses). Applied after the migrations, every time they run
-- (platform/db/routines.ts): edit this file to change them, never a migration. Migrations 0003 and
-- 0010–0020 hold their history. See docs/ledger.md ("Posting", "Hot accounts: buckets"); tests:
-- apps/api/test/ledger-post-entry-sql.integration.test.ts.

-- Splits an unsplit shop account into p_buckets rows: its own row (shard 0, the id postings name)
-- and new empty buckets 1 … p_buckets − 1 (those missing; ids: the account's id, '_b' and the shard), every row
-- marked with the count. The money stays where it is. Locks the account's row (it waits for the
-- account's writers in flight). Answers the number of buckets the account has.
CREATE OR REPLACE FUNCTION "ledger_split_account"(p_account text, p_buckets integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	a record;
BEGIN
	SELECT * INTO a FROM ledger_accounts WHERE id = p_account FOR NO KEY UPDATE;
	IF NOT FOUND OR a.shop_id IS NULL OR a.shard <> 0 THEN
		RAISE EXCEPTION 'ledger account %: only a shop account (its shard 0) is split', p_account
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_buckets_ck';
	END IF;
	IF p_buckets <= a.buckets THEN
		RETURN a.buckets;
	END IF;
	UPDATE ledger_accounts SET buckets = p_buckets WHERE id = p_account;
	INSERT INTO ledger_accounts (id, merchant_id, shop_id, mode, kind, currency, shard, buckets, allow_negative)
	SELECT a.id || '_b' || s, a.merchant_id, a.shop_id, a.mode, a.kind, a.currency, s, p_buckets, false
	FROM generate_series(1, p_buckets - 1) AS s
	ON CONFLICT DO NOTHING;
	UPDATE ledger_accounts SET buckets = p_buckets
	WHERE shop_id = a.shop_id AND mode = a.mode AND kind = a.kind AND shard > 0;
	RETURN p_buckets;
END;
$$;
--> statement-breakpoint
-- Posts one entry (see docs/ledger.md, "Posting"). Answers one row: o_status 'posted' (o_entry_id,
-- o_created_at), 'exists' (the entry that holds the key), 'insufficient_funds' (o_account_id and its
-- balance), 'mode_mismatch' / 'currency_mismatch' (o_account_id), 'not_found', or, for an entry
-- that is not one, 'invalid' (fewer than two postings, a zero or null amount; o_account_id),
-- 'duplicate_account' (o_account_id) and 'unbalanced' (o_balance: the sum). Writes nothing unless
-- 'posted'.
-- Lock order, the same on every way: the accounts that are not split, in id order (sorted here, each
-- locked by a statement of its own), then the buckets of the split accounts (split accounts in id
-- order), then the entry's idempotency key. Writers of the same accounts queue; while an account
-- is being split they can deadlock, and the caller runs its transaction again (retryOnDeadlock,
-- docs/ledger.md). The settings below are for the plans' cost only (0013, 0014), not for any order.
-- Hot accounts split themselves: a posting that had to wait for another transaction's lock on an
-- unsplit shop account counts it (its version moved while the statement waited); the 16th time,
-- the account is split into 16 buckets (ledger_split_account), in the posting's transaction.
CREATE OR REPLACE FUNCTION "ledger_post_entry"(
	p_entry_id text, p_mode integer, p_kind text, p_reference text, p_key text,
	p_merchant_id text, p_shop_id text, p_metadata jsonb, p_accounts text[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id text, o_created_at timestamptz, o_account_id text, o_balance bigint)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
	-- An unsplit shop account contended this many times is split into this many buckets.
	c_contended CONSTANT integer := 16;
	c_buckets CONSTANT integer := 16;
	r record;
	b record;
	n integer := 0;
	i integer;
	j integer;
	v_count integer;
	v_total numeric := 0;
	v_order integer[];
	v_id text;
	v_shop text;
	v_gap bigint;
	v_contended text[] := '{}';
	v_times integer;
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
	f_ok boolean := true;
	-- The short way takes entries in XOF, every account's currency today; any other takes the long way.
	f_currency CONSTANT text := 'XOF';
	f_exists boolean := false;
BEGIN
	-- The entry must be one: two or more postings, one per account, none zero, summing to zero.
	v_count := coalesce(cardinality(p_accounts), 0);
	IF v_count < 2 OR v_count <> coalesce(cardinality(p_amounts), 0) THEN
		o_status := 'invalid'; RETURN NEXT; RETURN;
	END IF;
	FOR i IN 1 .. v_count LOOP
		IF p_accounts[i] IS NULL OR p_amounts[i] IS NULL OR p_amounts[i] = 0 THEN
			o_status := 'invalid'; o_account_id := p_accounts[i]; RETURN NEXT; RETURN;
		END IF;
		IF p_accounts[i] = ANY (p_accounts[1:i - 1]) THEN
			o_status := 'duplicate_account'; o_account_id := p_accounts[i]; RETURN NEXT; RETURN;
		END IF;
		v_total := v_total + p_amounts[i];
	END LOOP;
	IF v_total <> 0 THEN
		o_status := 'unbalanced'; o_balance := v_total; RETURN NEXT; RETURN;
	END IF;
	-- The postings' positions in account id order (an insertion sort: entries have a few postings).
	v_order := ARRAY[1];
	FOR i IN 2 .. v_count LOOP
		j := i - 1;
		WHILE j >= 1 AND p_accounts[v_order[j]] > p_accounts[i] LOOP
			j := j - 1;
		END LOOP;
		v_order := v_order[1:j] || i || v_order[j + 1:i - 1];
	END LOOP;

	-- The buckets this connection remembers, one per split account it has posted to:
	-- ';<account id>=<bucket id>/<mode>/<currency>/<slot>' each (set once a posting to it is written).
	f_all := coalesce(current_setting('ledger.buckets', true), '');

	-- The usual entry, the short way: every posting to an unsplit account, or all but one, to a
	-- split account whose bucket the connection remembers. Written at once in a subtransaction, in
	-- the lock order: the unsplit accounts in id order, one UPDATE each, then the bucket, then the
	-- entry's idempotency key. The balance's CHECK refuses an overdraft. Anything unusual rolls the
	-- subtransaction back (its locks with it) and the entry goes the long way below, which gives
	-- the answer: an overdraft, an account missing, split and not remembered, or of another mode or
	-- currency.
	IF f_all <> '' THEN
		FOR i IN 1 .. v_count LOOP
			f_at := position(';' || p_accounts[i] || '=' IN f_all);
			IF f_at > 0 THEN
				f_ok := f_ok AND f_account IS NULL;
				f_account := p_accounts[i];
				f_amount := p_amounts[i];
				f_own := split_part(substr(f_all, f_at + length(f_account) + 2), ';', 1);
				f_bucket := split_part(f_own, '/', 1);
			END IF;
		END LOOP;
		IF f_account IS NOT NULL AND f_ok THEN
			f_ok := split_part(f_own, '/', 2) = p_mode::text AND split_part(f_own, '/', 3) = f_currency
				AND split_part(f_own, '/', 4) = coalesce(current_setting('ledger.bucket_slot', true), '');
		END IF;
	END IF;
	IF f_ok THEN
		BEGIN
			FOR i IN 1 .. v_count LOOP
				v_id := p_accounts[v_order[i]];
				CONTINUE WHEN v_id = f_account;
				-- The version the statement saw before any wait: more than one below the new one means
				-- another transaction posted to the account while this one waited for its lock.
				UPDATE ledger_accounts a SET balance = a.balance + p_amounts[v_order[i]], version = a.version + 1
				WHERE a.id = v_id AND (a.buckets = 1 OR a.shard > 0) AND a.mode = p_mode AND a.currency = f_currency
				RETURNING a.shop_id, a.version - (SELECT s.version FROM ledger_accounts s WHERE s.id = v_id)
				INTO v_shop, v_gap;
				IF NOT FOUND THEN
					RAISE SQLSTATE 'LB002';
				END IF;
				IF v_shop IS NOT NULL AND v_gap > 1 THEN
					v_contended := v_contended || v_id;
				END IF;
			END LOOP;
			IF f_account IS NOT NULL THEN
				UPDATE ledger_accounts a SET balance = a.balance + f_amount, version = a.version + 1
				WHERE a.id = f_bucket;
				IF NOT FOUND THEN
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
			-- A contended shop account counts it; the c_contended-th time it is split (its lock is held).
			FOREACH v_id IN ARRAY v_contended LOOP
				UPDATE ledger_accounts a SET contention = a.contention + 1
				WHERE a.id = v_id AND a.buckets = 1 AND a.shard = 0
				RETURNING a.contention INTO v_times;
				IF v_times >= c_contended THEN
					PERFORM ledger_split_account(v_id, c_buckets);
				END IF;
			END LOOP;
			o_status := 'posted'; o_entry_id := p_entry_id; o_created_at := v_created;
			RETURN NEXT; RETURN;
		EXCEPTION
			WHEN check_violation OR SQLSTATE 'LB002' THEN
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

	-- The long way: the unsplit accounts locked in id order and checked, then the split accounts'
	-- buckets picked and locked, then the entry written by one statement.
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
