-- Written by hand (drizzle-kit does not track storage parameters; the snapshot is 0038's).
-- Every successful collection upserts its customer (shop, mode, phone number): a returning
-- customer's row gets a new version (last_payment_at, updated_at), and no indexed column changes,
-- so the update can be HOT (no new entry in the table's three indexes) if the row's page has room.
-- At the default fillfactor (100) the inserts fill the pages, and 16-50 % of these updates were HOT
-- in bench:collections (51-72 % with this; docs/performance.md, "Create-collection: one timeline
-- row less per settlement, HOT customer upserts"). 80 leaves a fifth of each new page for updated
-- versions. It applies to pages written from now on; nothing is rewritten here.
ALTER TABLE "customers" SET (fillfactor = 80);
