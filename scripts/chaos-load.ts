/**
 * The load of `npm run chaos`: members booking and cancelling classes through the real API, each
 * member driven by one worker so the answers to one member's requests come in order. It remembers
 * every answered change and checks, after a crash, that the restarted server still has all of them.
 */
import { API_PREFIX } from '../src/api/contract/tenant.ts';

export type Member = { id: number; token: string };

/** What the client knows of one member × class: in it, out of it, or unknown (request unanswered). */
type Known = 'in' | 'out' | 'unknown';

export type RoundFigures = { answered: number; bookings: number; cancellations: number; refused: Record<string, number>; unanswered: number };
export type Verification = { checked: number; lost: number; examples: string[] };

export class BookingLoad {
  private readonly known = new Map<string, Known>();

  constructor(
    private readonly members: Member[],
    private readonly classes: number[],
  ) {
    for (const m of members) for (const c of classes) this.known.set(`${m.id}:${c}`, 'out');
  }

  /**
   * Books or cancels (whichever changes the state), `inFlight` requests at a time, and calls kill()
   * once `killAfter` requests have been answered: the others are then at random points of their
   * way through the server. A request that gets no answer leaves its pair unknown.
   */
  async run(origin: string, inFlight: number, killAfter: number, kill: () => void): Promise<RoundFigures> {
    const figures: RoundFigures = { answered: 0, bookings: 0, cancellations: 0, refused: {}, unanswered: 0 };
    const worker = async (w: number) => {
      const mine = this.members.filter((_, i) => i % inFlight === w);
      while (mine.length > 0) {
        const member = mine[Math.floor(Math.random() * mine.length)]!;
        const classId = this.classes[Math.floor(Math.random() * this.classes.length)]!;
        const key = `${member.id}:${classId}`;
        const booking = this.known.get(key) !== 'in';
        try {
          const response = await fetch(`${origin}${API_PREFIX}/user/registration/${classId}`, {
            method: booking ? 'POST' : 'DELETE',
            headers: { authorization: `Bearer ${member.token}` },
          });
          const body = (await response.json()) as { errors?: string[] };
          if (++figures.answered === killAfter) kill();
          if (response.ok) {
            figures[booking ? 'bookings' : 'cancellations']++;
            this.known.set(key, booking ? 'in' : 'out');
          } else {
            const reason = `${response.status} ${body.errors?.[0] ?? ''}`;
            figures.refused[reason] = (figures.refused[reason] ?? 0) + 1;
          }
        } catch (error) {
          // A refused connection never reached the server. Any other failure is a request the
          // server died with in flight: either outcome is allowed.
          if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') {
            figures.unanswered++;
            this.known.set(key, 'unknown');
          }
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, (_, w) => worker(w)));
    return figures;
  }

  /**
   * Reads every member's classes from the (restarted) server and compares them with every answered
   * change: a booking answered 2xx must be there, a cancellation answered 2xx must not. Unknown
   * pairs take the server's state.
   */
  async verify(origin: string, from: Date, to: Date): Promise<Verification> {
    const result: Verification = { checked: 0, lost: 0, examples: [] };
    const query = `from=${from.toISOString()}&to=${to.toISOString()}`;
    for (const member of this.members) {
      const response = await fetch(`${origin}${API_PREFIX}/user/registration?${query}`, { headers: { authorization: `Bearer ${member.token}` } });
      if (!response.ok) throw new Error(`reading member ${member.id}'s classes answered ${response.status}`);
      const present = new Set(((await response.json()) as { id: number }[]).map((r) => r.id));
      for (const classId of this.classes) {
        const key = `${member.id}:${classId}`;
        const actual: Known = present.has(classId) ? 'in' : 'out';
        const expected = this.known.get(key);
        if (expected !== 'unknown') {
          result.checked++;
          if (expected !== actual) {
            result.lost++;
            if (result.examples.length < 5) result.examples.push(`member ${member.id} class ${classId}: answered ${expected}, found ${actual}`);
          }
        }
        this.known.set(key, actual);
      }
    }
    return result;
  }
}
