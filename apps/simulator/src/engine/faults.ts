/**
 * Faults injected through the control plane. Each fault is used up by the next `count`
 * occasions it applies to, on one operator or on all ('*').
 */
export const FAULT_KINDS = ['503', 'timeout', 'drop_callback', 'duplicate_callback'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Which requests a '503' or 'timeout' fault hits: creations (default), status/balance reads, or both. */
export const FAULT_SCOPES = ['create', 'read', 'any'] as const;
export type FaultScope = (typeof FAULT_SCOPES)[number];

export interface Fault {
  readonly operator: string;
  readonly kind: FaultKind;
  readonly scope: FaultScope;
  remaining: number;
}

export class FaultBook {
  #faults: Fault[] = [];

  add(fault: Fault): void {
    this.#faults.push(fault);
  }

  /** Uses up one occurrence of a matching fault; true if there was one. */
  take(operator: string, kind: FaultKind, scope: 'create' | 'read' = 'create'): boolean {
    const fault = this.#faults.find(
      (f) =>
        f.kind === kind &&
        f.remaining > 0 &&
        (f.operator === '*' || f.operator === operator) &&
        (f.scope === 'any' || f.scope === scope),
    );
    if (!fault) return false;
    fault.remaining--;
    this.#faults = this.#faults.filter((f) => f.remaining > 0);
    return true;
  }

  list(): readonly Fault[] {
    return this.#faults;
  }

  clear(): void {
    this.#faults = [];
  }
}
