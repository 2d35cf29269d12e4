import { type Db, isTransaction } from '../../platform/db/client.ts';
import { GroupedWrites } from '../../platform/db/grouped-writes.ts';
import {
  type OpenAnswer,
  type OpenAnswerChange,
  recordOpenAnswer,
  recordOpenAnswers,
} from './transactions-repository.ts';

const perDatabase = new WeakMap<Db, GroupedWrites<OpenAnswer, OpenAnswerChange | undefined>>();

/**
 * Records an answer that leaves a collection open (see recordOpenAnswer), grouped with the answers
 * recorded at the same time (GroupedWrites: under load, many requests' answers in one statement
 * and one commit, which does not wait for the disk: see recordOpenAnswersAsyncStatement). Inside a
 * caller's transaction it is written there, alone, and commits with it.
 */
export function recordOpenAnswerGrouped(db: Db, answer: OpenAnswer): Promise<OpenAnswerChange | undefined> {
  // A caller's transaction: written there, alone.
  const inTransaction = isTransaction(db);
  if (inTransaction) return recordOpenAnswer(db, answer);
  let writes = perDatabase.get(db);
  if (!writes) {
    writes = new GroupedWrites(async (group) => {
      const byId = new Map(
        (await recordOpenAnswers(db, group, { asyncCommit: true })).map((row) => [row.id, row]),
      );
      return group.map((one) => byId.get(one.id));
    });
    perDatabase.set(db, writes);
  }
  return writes.submit(answer);
}
