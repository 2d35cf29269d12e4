/** The timeline kind of an operator's callback about a collection (written by the collection checker). */
export const CALLBACK_KIND = 'operator.callback';

/** Where an answer's event carries the callback that prompted it (see foldCallback). */
const FOLDED_KEY = 'callback';

type FoldedCallback = { at: string; data: Record<string, unknown> };

/**
 * The data of an operator answer's event with the callback that prompted it folded in: one
 * timeline row instead of two (every settled collection had both, written in the same statement).
 * `unfoldCallbacks` gives the timeline back its two lines, the callback at its own time.
 */
export function foldCallback(
  answerData: Record<string, unknown>,
  callback: { at: Date; data: Record<string, unknown> },
): Record<string, unknown> {
  const folded: FoldedCallback = { at: callback.at.toISOString(), data: callback.data };
  return { ...answerData, [FOLDED_KEY]: folded };
}

function foldedOf(data: unknown): FoldedCallback | undefined {
  if (!data || typeof data !== 'object' || !(FOLDED_KEY in data)) return undefined;
  const folded = (data as Record<string, unknown>)[FOLDED_KEY];
  if (!folded || typeof folded !== 'object') return undefined;
  const { at, data: callbackData } = folded as Partial<FoldedCallback>;
  if (typeof at !== 'string' || !callbackData || typeof callbackData !== 'object') return undefined;
  return { at, data: callbackData };
}

type EventRow = { id: string; transactionId: string; kind: string; data: unknown; createdAt: Date };

/**
 * A transaction's events as the timeline shows them: each answer that carries a folded callback
 * (foldCallback) is two lines again, the `operator.callback` event at the callback's time and the
 * answer without it, in time order (the callback first on a tie), as they were when written apart.
 */
export function unfoldCallbacks<R extends EventRow>(rows: readonly R[]): R[] {
  if (!rows.some((row) => foldedOf(row.data))) return [...rows];
  const out: R[] = [];
  for (const row of rows) {
    const folded = foldedOf(row.data);
    if (!folded) {
      out.push(row);
      continue;
    }
    const { [FOLDED_KEY]: _callback, ...answerData } = row.data as Record<string, unknown>;
    out.push({
      ...row,
      id: `${row.id}:callback`,
      kind: CALLBACK_KIND,
      data: folded.data,
      createdAt: new Date(folded.at),
    });
    out.push({ ...row, data: answerData });
  }
  // Stable: rows of the same time keep the order above.
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
