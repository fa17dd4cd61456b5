import { describe, expect, it } from 'vitest';
import { createStore } from 'idb-keyval';
import { ApiFailure } from '../../api/api-failure.ts';
import { PresenceQueue, type PresenceChange } from './presence-queue.ts';

let storeCount = 0;
/** A database of its own per test; a second PresenceQueue on the same store is the app after a restart. */
const freshStore = () => createStore(`presence-test-${++storeCount}`, 'queue');

/** A server that answers like PUT …/presence: desired state, idempotent, refusals by registration. */
function fakeServer(refuse: Record<number, string> = {}) {
  const presence = new Map<number, boolean>();
  const requests: Array<[number, boolean]> = [];
  let reachable = true;
  const send = async (change: PresenceChange) => {
    if (!reachable) throw new ApiFailure('fetch');
    requests.push([change.registrationId, change.presence]);
    const key = refuse[change.registrationId];
    if (key) throw new ApiFailure('http', { status: 409, key });
    presence.set(change.registrationId, change.presence);
  };
  return {
    send,
    requests,
    presence,
    setReachable: (value: boolean) => {
      reachable = value;
    },
  };
}

describe('presence queue', () => {
  it('replays changes in the order they were made and empties itself', async () => {
    const queue = new PresenceQueue('trainer', freshStore());
    const server = fakeServer();
    await queue.enqueue({ registrationId: 3, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 2, trainingId: 1, presence: false });

    expect(await queue.replay(server.send)).toEqual({ sent: 3, refused: 0, unreachable: false });
    expect(server.requests).toEqual([
      [3, true],
      [1, true],
      [2, false],
    ]);
    expect(queue.snapshot()).toEqual([]);
  });

  it('keeps one change per registration: the newest desired state, in the place of the newest tap', async () => {
    const queue = new PresenceQueue('trainer', freshStore());
    const server = fakeServer();
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 2, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: false });

    await queue.replay(server.send);
    expect(server.requests).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('stops at the first change without an answer and keeps the rest in order for the next replay', async () => {
    const queue = new PresenceQueue('trainer', freshStore());
    const server = fakeServer();
    server.setReachable(false);
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 2, trainingId: 1, presence: true });

    expect(await queue.replay(server.send)).toEqual({ sent: 0, refused: 0, unreachable: true });
    expect(queue.pendingCount()).toBe(2);

    server.setReachable(true);
    await queue.replay(server.send);
    expect(server.requests).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(queue.pendingCount()).toBe(0);
  });

  it('replaying twice (a lost answer, a second tab) changes the server state once', async () => {
    const server = fakeServer();
    const store = freshStore();
    const first = new PresenceQueue('trainer', store);
    await first.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    // The answer of the first send is lost: the server applied it, the queue still holds it.
    await server.send((await first.ready(), first.snapshot()[0]!));
    await first.replay(server.send);

    expect(server.requests).toEqual([
      [1, true],
      [1, true],
    ]);
    expect([...server.presence]).toEqual([[1, true]]);
  });

  it('keeps a refused change on its row with the reason, and goes on with the others', async () => {
    const queue = new PresenceQueue('trainer', freshStore());
    const server = fakeServer({ 2: 'presenceOnWaitingList' });
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 2, trainingId: 1, presence: true });
    await queue.enqueue({ registrationId: 3, trainingId: 1, presence: true });

    expect(await queue.replay(server.send)).toEqual({ sent: 2, refused: 1, unreachable: false });
    expect(queue.snapshot()).toMatchObject([{ registrationId: 2, refusal: 'presenceOnWaitingList' }]);
    expect(queue.pendingCount()).toBe(0);

    // A refusal is not sent again; it leaves when the trainer dismisses it.
    await queue.replay(server.send);
    expect(server.requests.filter(([id]) => id === 2)).toHaveLength(1);
    await queue.dismiss(2);
    expect(queue.snapshot()).toEqual([]);
  });

  it('treats a timeout, a 5xx and an expired session as "try later", not as a refusal', async () => {
    const queue = new PresenceQueue('trainer', freshStore());
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    for (const failure of [
      new ApiFailure('timeout'),
      new ApiFailure('http', { status: 503 }),
      new ApiFailure('http', { status: 401 }),
    ]) {
      expect(await queue.replay(() => Promise.reject(failure))).toMatchObject({ unreachable: true });
      expect(queue.snapshot()).toMatchObject([{ registrationId: 1, refusal: null }]);
    }
  });

  it('survives a restart: a new queue on the same database replays what the old one kept', async () => {
    const store = freshStore();
    const before = new PresenceQueue('trainer', store);
    await before.enqueue({ registrationId: 5, trainingId: 2, presence: true });
    await before.enqueue({ registrationId: 6, trainingId: 2, presence: false });

    const after = new PresenceQueue('trainer', store);
    await after.ready();
    expect(after.snapshot().map((c) => [c.registrationId, c.presence])).toEqual([
      [5, true],
      [6, false],
    ]);
    const server = fakeServer();
    await after.replay(server.send);
    expect(server.requests).toEqual([
      [5, true],
      [6, false],
    ]);
    expect(new PresenceQueue('another-trainer', store).snapshot()).toEqual([]);
  });

  it('shows a tap at once even while a replay waits for an answer', async () => {
    const queue = new PresenceQueue('trainer', freshStore());
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: true });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const replay = queue.replay(() => answered);

    await queue.enqueue({ registrationId: 2, trainingId: 1, presence: true });
    expect(queue.pendingCount()).toBe(2);
    answer();
    await replay;
    expect(queue.snapshot()).toEqual([]);
  });

  it("stores the changes of one action at once, each replacing that row's older change", async () => {
    const store = freshStore();
    const queue = new PresenceQueue('trainer', store);
    await queue.enqueue({ registrationId: 1, trainingId: 1, presence: false });
    await queue.enqueueAll([
      { registrationId: 1, trainingId: 1, presence: true },
      { registrationId: 2, trainingId: 1, presence: true },
    ]);
    const restarted = new PresenceQueue('trainer', store);
    await restarted.ready();
    expect(restarted.snapshot().map((c) => [c.registrationId, c.presence])).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});
