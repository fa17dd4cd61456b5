import { createStore, get, set, type UseStore } from 'idb-keyval';
import { isApiFailure } from '../../api/api-failure.ts';

/**
 * One presence change a trainer made, kept until the server has it. It carries the desired end
 * state (PUT …/presence { presence }), so sending it twice changes nothing twice.
 */
export type PresenceChange = {
  registrationId: number;
  trainingId: number;
  presence: boolean;
  /** When the trainer made it (ordering and display). */
  madeAt: number;
  /** The server's refusal key (docs/behaviour.md#messages) once a replay was refused; the row shows it until dismissed. */
  refusal: string | null;
};

/** A change as a tap makes it: the queue adds when it was made (unless given) and clears any refusal. */
export type NewPresenceChange = Omit<PresenceChange, 'refusal' | 'madeAt'> & { madeAt?: number };

/** Sends one change; resolves when the server accepted it, throws its failure otherwise. */
export type SendPresence = (change: PresenceChange) => Promise<unknown>;

export type ReplayOutcome = { sent: number; refused: number; unreachable: boolean };

const defaultStore = (): UseStore => createStore('club-booking-presence', 'queue');

/**
 * A refusal is the server's answer about this change (waiting list, cancelled class, gone, not
 * allowed): replaying it again would give the same answer. No answer, a timeout, a 5xx, an
 * expired session (401) or throttling mean "try again later".
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiFailure(error) || error.kind !== 'http' || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/**
 * The durable, ordered queue of one trainer's presence changes (docs/architecture.md#offline), in IndexedDB so it
 * survives a reload, closing the app and a browser restart. One change per registration: a newer
 * tap replaces an older unsent or refused one, since only the desired end state matters. Every
 * operation runs after the previous one, so the stored list and the snapshot never disagree.
 */
export class PresenceQueue {
  private changes: readonly PresenceChange[] = [];
  private readonly listeners = new Set<() => void>();
  private chain: Promise<unknown>;
  private replaying: Promise<ReplayOutcome> | null = null;

  constructor(
    private readonly key: string,
    private readonly store: UseStore = defaultStore(),
  ) {
    this.chain = get<PresenceChange[]>(key, store).then((stored) => this.publish(stored ?? []));
  }

  /** The current changes in the order they were made (a stable array for useSyncExternalStore). */
  readonly snapshot = (): readonly PresenceChange[] => this.changes;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once the stored list is loaded (and every earlier operation done). */
  ready(): Promise<void> {
    return this.run(async () => undefined);
  }

  pendingCount(): number {
    return this.changes.filter((change) => change.refusal === null).length;
  }

  enqueue(change: NewPresenceChange): Promise<void> {
    return this.enqueueAll([change]);
  }

  /** Several changes made by one action ("mark all present", its undo): stored at once, in the given order. */
  enqueueAll(changes: readonly NewPresenceChange[]): Promise<void> {
    const replaced = new Set(changes.map((c) => c.registrationId));
    const madeAt = Date.now();
    return this.run(() =>
      this.save([
        ...this.changes.filter((c) => !replaced.has(c.registrationId)),
        ...changes.map((change) => ({ ...change, madeAt: change.madeAt ?? madeAt, refusal: null })),
      ]),
    );
  }

  /** The trainer has read a refusal: it leaves the row. */
  dismiss(registrationId: number): Promise<void> {
    return this.run(() => this.save(this.changes.filter((c) => c.registrationId !== registrationId)));
  }

  /**
   * Sends the unsent changes in order, one at a time. A sent change leaves the queue, a refused
   * one stays with its reason, and the first failure without an answer stops the replay (the rest
   * keep their order for the next one). Concurrent calls share one replay.
   */
  replay(send: SendPresence): Promise<ReplayOutcome> {
    this.replaying ??= this.replayInOrder(send).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  /*
   * The sending itself runs outside the operation chain, so a tap made while a request hangs shows
   * at once. A change replaced by a newer tap meanwhile is left alone: the newer one is sent next.
   */
  private async replayInOrder(send: SendPresence): Promise<ReplayOutcome> {
    await this.ready();
    const outcome: ReplayOutcome = { sent: 0, refused: 0, unreachable: false };
    const tried = new Set<PresenceChange>();
    for (;;) {
      const change = this.changes.find((c) => c.refusal === null && !tried.has(c));
      if (!change) return outcome;
      tried.add(change);
      try {
        await send(change);
        outcome.sent += 1;
        await this.run(() => this.save(this.changes.filter((c) => c !== change)));
      } catch (error) {
        if (!isRefusal(error)) return { ...outcome, unreachable: true };
        outcome.refused += 1;
        const refusal = isApiFailure(error) ? error.key : 'unknown';
        await this.run(() => this.save(this.changes.map((c) => (c === change ? { ...c, refusal } : c))));
      }
    }
  }

  private run<T>(operation: () => Promise<T>): Promise<T> {
    const next = this.chain.then(operation);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async save(changes: PresenceChange[]): Promise<void> {
    await set(this.key, changes, this.store);
    this.publish(changes);
  }

  private publish(changes: readonly PresenceChange[]): void {
    this.changes = changes;
    for (const listener of this.listeners) listener();
  }
}
