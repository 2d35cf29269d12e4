-- Written by hand (drizzle-kit does not track functions; the snapshot is 0039's). The statement
-- triggers of 0037 and 0038 check each statement's new rows against the rows they reference with
-- `NOT EXISTS`. PL/pgSQL plans each such query once per connection, from the statistics of that
-- moment: on tables never analyzed (a new database, PGlite, which has no autovacuum, or a server
-- whose autovacuum has not reached them yet) the plan was a hash anti join over the WHOLE referenced
-- table (a sequential scan of ledger_entries on PostgreSQL, a full scan of its primary key on PGlite,
-- which starts with sequential scans off), so every settlement statement read every ledger entry and
-- account ever written: 1.0-3.6 ms per statement after a few seconds of bench:collections, growing
-- with the ledger (docs/performance.md, "The ledger's statement checks read the whole ledger").
-- A foreign key's check is one look-up by key per new row; these checks are made the same, whatever
-- the statistics: inside the four functions, only a nested loop of index look-ups can be planned.
ALTER FUNCTION "ledger_postings_balanced"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "ledger_entries_owners"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "transaction_events_transaction"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "webhook_events_owners"() SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
