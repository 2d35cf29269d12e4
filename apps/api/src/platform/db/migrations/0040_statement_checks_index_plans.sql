-- Written by hand (drizzle-kit does not track functions; the snapshot is 0039's). The statement
-- triggers of 0037 and 0038 check each statement's new rows against the rows they reference with
-- `NOT EXISTS`. PL/pgSQL plans each such query once per connection, from the statistics of that
-- moment. On tables never analyzed (a new database, a server whose autovacuum has not reached them
-- yet, PGlite, which has no autovacuum) and a first statement of a few rows, the plan was a hash anti
-- join over the WHOLE referenced table (on PostgreSQL a sequential scan of ledger_entries), kept for
-- the connection's life: every settlement statement read every ledger entry ever written (1,520
-- rows for 20 new entries on a ledger of 1,500; a statement of 200 entries took 13, 17 and 22 ms at
-- 2,000, 20,000 and 60,000 entries, and 9-12 ms with this; docs/performance.md).
-- A foreign key's check is one look-up by key per new row; these checks are made the same, whatever
-- the statistics: inside the four functions, only a nested loop of index look-ups can be planned.
ALTER FUNCTION "ledger_postings_balanced"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "ledger_entries_owners"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "transaction_events_transaction"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "webhook_events_owners"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
