import type { SimTransaction, TransactionKind, TransactionStatus } from './types.ts';

export interface TransactionFilter {
  readonly operator?: string;
  readonly status?: TransactionStatus;
  readonly kind?: TransactionKind;
}

/** Every transaction, one Map per simulated operator, keyed by the operator's reference. */
export class TransactionStore {
  readonly #byOperator = new Map<string, Map<string, SimTransaction>>();

  get(operator: string, reference: string): SimTransaction | undefined {
    return this.#byOperator.get(operator)?.get(reference);
  }

  has(operator: string, reference: string): boolean {
    return this.get(operator, reference) !== undefined;
  }

  add(txn: SimTransaction): void {
    let map = this.#byOperator.get(txn.operator);
    if (!map) {
      map = new Map();
      this.#byOperator.set(txn.operator, map);
    }
    map.set(txn.reference, txn);
  }

  /** Every transaction with this reference, whichever operator holds it. */
  findByReference(reference: string): SimTransaction[] {
    const found: SimTransaction[] = [];
    for (const map of this.#byOperator.values()) {
      const txn = map.get(reference);
      if (txn) found.push(txn);
    }
    return found;
  }

  list(filter: TransactionFilter = {}): SimTransaction[] {
    const out: SimTransaction[] = [];
    for (const [operator, map] of this.#byOperator) {
      if (filter.operator && filter.operator !== operator) continue;
      for (const txn of map.values()) {
        if (filter.status && txn.status !== filter.status) continue;
        if (filter.kind && txn.kind !== filter.kind) continue;
        out.push(txn);
      }
    }
    return out.sort((a, b) => a.createdAt - b.createdAt);
  }

  clear(): void {
    this.#byOperator.clear();
  }
}
