-- Hand-written (see docs/ledger.md, "Cost of a posting"): ledger_post_entry keeps generic plans
-- (0013), and a generic plan is built once per connection from the statistics of that moment. On
-- a new or small ledger (tables never analyzed, a few hundred accounts) the planner then joined
-- the accounts by a sequential scan and a hash, every call scanning every account row. The
-- function only ever reads rows by key, so sequential scans are off inside it: its plans are
-- index look-ups whatever the statistics say (as they are anyway once the tables are analyzed).
ALTER FUNCTION "ledger_post_entry"(text, integer, text, text, text, text, text, jsonb, text[], bigint[]) SET enable_seqscan = off;
