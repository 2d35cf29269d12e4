import type { Db } from '../../platform/db/client.ts';
import { GroupedWrites } from '../../platform/db/grouped-writes.ts';
import {
  insertCollectionsWithEvents,
  type NewCollection,
  type TransactionRow,
} from './transactions-repository.ts';

const perDatabase = new WeakMap<Db, GroupedWrites<NewCollection, TransactionRow | undefined>>();

/**
 * Writes a new collection and its `created` event (committed when this answers), grouped with the
 * collections arriving at the same time (GroupedWrites: at once while fewer than 2 inserts run,
 * else with the ones waiting, up to 200). Each caller still gets its row only once it is
 * committed, so the operator is called only for a committed row. `db` is the database itself,
 * never a transaction (other requests' rows would join it). With an Idempotency-Key, the key is
 * linked in the same statement; undefined when it could not be (the request no longer holds the
 * key): nothing was written.
 */
export function insertCollection(db: Db, collection: NewCollection): Promise<TransactionRow | undefined> {
  let inserts = perDatabase.get(db);
  if (!inserts) {
    inserts = new GroupedWrites(async (group) => {
      const byId = new Map((await insertCollectionsWithEvents(db, group)).map((row) => [row.id, row]));
      return group.map((one) => {
        const row = byId.get(one.values.id);
        if (!row && !one.idempotency) throw new Error(`collection ${one.values.id} was not written`);
        return row;
      });
    });
    perDatabase.set(db, inserts);
  }
  return inserts.submit(collection);
}
