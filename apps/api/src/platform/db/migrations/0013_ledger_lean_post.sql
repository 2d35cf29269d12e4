-- Hand-written (see docs/ledger.md, "Cost of a posting"): the same guarantees for less work per
-- entry, measured with pgbench and bench:ledger (docs/performance.md).
-- 1. ledger_postings loses its two foreign keys (each posting ran two locking look-ups):
--    ledger_post_entry writes a posting only for the entry it inserts in the same statement and for
--    an account row it holds locked; entries can never be deleted (append-only triggers), and an
--    account that has postings can no longer be deleted, renamed or truncated (triggers below).
--    ledger:check proves that every posting's entry and account exist.
-- 2. Two indexes no query uses: ledger_postings (account_id) (nothing reads postings by account;
--    ledger:check aggregates the whole table) and ledger_entries (shop_id, mode, created_at)
--    (entries are read by idempotency key, by reference, or by id).
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";--> statement-breakpoint
DROP INDEX "ledger_postings_account_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_shop_idx";--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF EXISTS (SELECT 1 FROM ledger_postings p WHERE p.account_id = OLD.id) THEN
			RAISE EXCEPTION 'ledger account % has postings: DELETE refused', OLD.id;
		END IF;
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'ledger accounts keep their ids: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_keep_posted" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_account_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_keep_id" BEFORE UPDATE OF "id" ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_account_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_account_change"();--> statement-breakpoint
-- 3. ledger_post_entry of 0011_ledger_bucket_wait, same signature, result and behaviour, cheaper:
--    - plan_cache_mode = force_generic_plan: its statements take arrays as parameters, whose
--      generic plans PostgreSQL estimates at 10 rows, dearer than a custom plan for 2, so under the
--      default `auto` it planned every statement again on every call (a third of its time);
--    - the entry, its postings and the balances are written by one statement (data-modifying
--      CTEs) instead of three, and the answer is RETURN NEXT instead of a query.
CREATE OR REPLACE FUNCTION "ledger_post_entry"(
	p_entry_id text, p_mode integer, p_kind text, p_reference text, p_key text,
	p_merchant_id text, p_shop_id text, p_metadata jsonb, p_accounts text[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id text, o_created_at timestamptz, o_account_id text, o_balance bigint)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
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

	IF n < cardinality(p_accounts) AND v_short_id IS NULL THEN
		FOR r IN
			SELECT a.id, a.shop_id, a.kind, a.mode, a.currency, a.buckets, v.amount
			FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS v(account_id, amount) ON v.account_id = a.id
			WHERE a.buckets > 1 AND a.shard = 0
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
			SELECT a.id INTO v_picked FROM ledger_accounts a
			WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard < r.buckets
				AND (r.amount > 0 OR a.balance + r.amount >= 0)
			ORDER BY (a.shard + v_off) % r.buckets
			LIMIT 1
			FOR NO KEY UPDATE OF a SKIP LOCKED;
			IF v_picked IS NULL AND r.amount > 0 THEN
				SELECT a.id INTO v_picked FROM ledger_accounts a
				WHERE a.shop_id = r.shop_id AND a.mode = r.mode AND a.kind = r.kind AND a.shard = v_off
				FOR NO KEY UPDATE OF a;
			END IF;
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
