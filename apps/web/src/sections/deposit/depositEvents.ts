// What the deposit screens tell whoever listens (the embedded mode reports them to the parent page: docs/product.md
// §4 "Embedded mode"). The screens call `reportDepositEvent`; they do not know who listens.

export type DepositEvent =
  | { type: 'jobCreated'; jobId: string }
  /** The job was read after creation: still processing, letters ready, ended, or unknown. */
  | { type: 'jobPending'; jobId: string }
  | { type: 'packGroupsCreated'; jobId: string }
  | { type: 'jobEnded'; jobId: string; state: 'CANCELLED' | 'PROCESSING_ERROR' }
  | { type: 'jobNotFound'; jobId: string }
  | { type: 'commandCreated'; jobId: string; commandId: string };

type Listener = (event: DepositEvent) => void;
const listeners = new Set<Listener>();

export function reportDepositEvent(event: DepositEvent): void {
  listeners.forEach((listener) => listener(event));
}

/** Listens to the deposit screens; returns the function that stops listening. */
export function onDepositEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
