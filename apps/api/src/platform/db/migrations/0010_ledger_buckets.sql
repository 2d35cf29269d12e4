ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shop_mode_kind_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shard_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "buckets" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shop_bucket_uq" UNIQUE("shop_id","mode","kind","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_buckets_ck" CHECK ("ledger_accounts"."buckets" >= 1 AND ("ledger_accounts"."shop_id" IS NULL OR "ledger_accounts"."shard" < "ledger_accounts"."buckets") AND ("ledger_accounts"."buckets" = 1 OR "ledger_accounts"."shop_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_ck" CHECK ("ledger_accounts"."shard" >= 0);--> statement-breakpoint
-- Hand-written: ledger_post_entry learns bucketed accounts (see docs/ledger.md). An account whose
-- shard-0 row says buckets = K > 1 is K rows; a posting names shard 0 and is redirected here:
--   a credit goes to any bucket nobody holds (SKIP LOCKED, random start), else waits for one;
--   a debit goes to one bucket nobody holds that covers it, else locks every bucket of the account
--   in shard order and takes the debit from them, largest first (INSUFFICIENT_FUNDS when their sum
--   does not cover it).
-- Unsplit accounts are locked first, in id order, waiting, as before. Bucket picks come after
-- them and wait only in the rare lock-every-bucket case, always in shard order: no lock cycle
-- unless one entry debits two bucketed accounts that are both short in every single bucket
-- (PostgreSQL then aborts one with a deadlock error; nothing is written). Each bucket keeps its
-- own cached balance, version and postings and can never go below zero, so ledger:check and the
-- CHECK constraint prove the account as before; the account's balance is the sum of its buckets.
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
