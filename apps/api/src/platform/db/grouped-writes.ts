/**
 * Groups the writes that arrive together into one statement and one commit (group commit in the
 * application): a write is sent at once while fewer than `maxInFlight` groups are running; else
 * it waits for one of them and goes with every write that arrived meanwhile (up to `maxGroup`).
 * Quiet, each write is its own statement as before; under load, each costs a fraction of a round
 * trip and of a WAL flush. Every caller gets its answer only once its group is committed. A group
 * that fails is tried again one write at a time, so one bad write fails only its own caller.
 *
 * `write` takes a group and answers one result per item, in the group's order. Writes go to the
 * database itself, never a caller's transaction (other callers' writes would join it).
 */
type Waiting<I, O> = { item: I; resolve: (result: O) => void; reject: (error: unknown) => void };

export class GroupedWrites<I, O> {
  readonly #waiting: Waiting<I, O>[] = [];
  #inFlight = 0;

  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly limits: { maxInFlight: number; maxGroup: number } = { maxInFlight: 2, maxGroup: 200 },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#send();
    });
  }

  #send() {
    while (this.#inFlight < this.limits.maxInFlight && this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, this.limits.maxGroup);
      this.#inFlight++;
      void this.#run(group).finally(() => {
        this.#inFlight--;
        this.#send();
      });
    }
  }

  async #run(group: Waiting<I, O>[]) {
    let results: O[];
    try {
      results = await this.write(group.map((g) => g.item));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      await Promise.all(
        group.map((one) => this.write([one.item]).then(([result]) => one.resolve(result as O), one.reject)),
      );
      return;
    }
    group.forEach((one, i) => {
      one.resolve(results[i] as O);
    });
  }
}
