import type { Db } from '../../platform/db/client.ts';
import {
  insertCollectionsWithEvents,
  type NewCollection,
  type TransactionRow,
} from './transactions-repository.ts';

/** Insert statements of new collections running at once, per database. */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 200;

type Waiting = NewCollection & { resolve: (row: TransactionRow) => void; reject: (error: unknown) => void };

/**
 * Writes new collections (row and `created` event), grouping the ones that arrive together: a
 * collection is sent at once unless `MAX_IN_FLIGHT` insert statements are already running; then
 * it waits for one of them and goes with every collection that arrived meanwhile, in one
 * statement and one commit (group commit: under load, a fraction of a round trip and of a WAL
 * flush per collection; when quiet, the same single statement as before). Each caller still
 * gets its row only once it is committed, so the operator is called only for a committed row.
 * A failing group is tried again one collection at a time, so one bad row fails only its own
 * request.
 */
class CollectionInserts {
  readonly #waiting: Waiting[] = [];
  #inFlight = 0;

  constructor(private readonly db: Db) {}

  insert(collection: NewCollection): Promise<TransactionRow> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ ...collection, resolve, reject });
      this.#send();
    });
  }

  #send() {
    while (this.#inFlight < MAX_IN_FLIGHT && this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_BATCH);
      this.#inFlight++;
      void this.#write(group).finally(() => {
        this.#inFlight--;
        this.#send();
      });
    }
  }

  async #write(group: Waiting[]) {
    let rows: TransactionRow[];
    try {
      rows = await insertCollectionsWithEvents(this.db, group);
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      await Promise.all(
        group.map((one) =>
          insertCollectionsWithEvents(this.db, [one]).then(([row]) => one.resolve(row!), one.reject),
        ),
      );
      return;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const one of group) {
      const row = byId.get(one.values.id);
      if (row) one.resolve(row);
      else one.reject(new Error(`collection ${one.values.id} was not written`));
    }
  }
}

const perDatabase = new WeakMap<Db, CollectionInserts>();

/**
 * Writes a new collection and its `created` event (committed when this answers); see above. `db`
 * is the database itself, never a transaction (other requests' rows would join it).
 */
export function insertCollection(db: Db, collection: NewCollection): Promise<TransactionRow> {
  let inserts = perDatabase.get(db);
  if (!inserts) {
    inserts = new CollectionInserts(db);
    perDatabase.set(db, inserts);
  }
  return inserts.insert(collection);
}
