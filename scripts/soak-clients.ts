/**
 * The members of `npm run soak`: each logs in once, then sends the app's daily requests one after the
 * other, as a browser does (keep-alive, `Accept-Encoding: br, gzip`), refreshing its token when it expires.
 * The mix, per request picked at random: 40 % the member's week, 20 % the public week, 10 % the member's
 * registrations, 10 % entry codes, 20 % a booking followed by its cancellation.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, startOfWeek, todayInZone } from '../src/common/calendar.ts';
import { API_PREFIX } from '../src/api/contract/tenant.ts';
import { weekFetchRange } from '../src/schedule/week.ts';

export type Kind = 'member week' | 'public week' | 'registrations' | 'entry codes' | 'book' | 'cancel';
const mix: [Kind | 'book and cancel', number][] = [
  ['member week', 0.4],
  ['public week', 0.2],
  ['registrations', 0.1],
  ['entry codes', 0.1],
  ['book and cancel', 0.2],
];

export type Tally = {
  answered: number;
  serverErrors: number;
  byStatus: Map<number, number>;
  /** Latencies in ms, per kind: a bounded reservoir each, so an hour's run keeps a fixed amount. */
  latencies: Map<Kind, Reservoir>;
  /** Requests that got no answer (connection refused or reset). */
  failed: number;
  firstFailure?: string;
};

/** A uniform sample of at most `size` values of a stream (Vitter's algorithm R). */
export class Reservoir {
  readonly values: number[] = [];
  seen = 0;
  constructor(private readonly size = 20_000) {}
  add(value: number) {
    this.seen++;
    if (this.values.length < this.size) this.values.push(value);
    else {
      const slot = Math.floor(Math.random() * this.seen);
      if (slot < this.size) this.values[slot] = value;
    }
  }
}

export const newTally = (): Tally => ({
  answered: 0,
  serverErrors: 0,
  byStatus: new Map(),
  latencies: new Map(),
  failed: 0,
});

type Answer = { status: number; body: Buffer; headers: Record<string, string | string[] | undefined> };

const device = {
  platform: 'soak',
  userAgent: 'npm run soak',
  screenWidth: 390,
  screenHeight: 844,
  colorDepth: 24,
  cpuCores: 2,
  touchPoints: 0,
};

export class SoakClient {
  private token = '';
  private refreshCookie = '';
  /** Classes of the weeks seen so far that start later than the cancellation deadline: what the member books. */
  private classes: number[] = [];

  constructor(
    private readonly port: number,
    /** `localhost` for the default club, else `<tenant>.localhost` */
    private readonly host: string,
    private readonly username: string,
    private readonly password: string,
    private readonly agent: Agent,
    private readonly tally: Tally,
  ) {}

  private send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: `${API_PREFIX}${path}`,
          agent: this.agent,
          headers: {
            host: `${this.host}:${this.port}`,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  private keepCookie(answer: Answer) {
    const cookie = [answer.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('refresh_token='))
      ?.split(';')[0];
    if (cookie) this.refreshCookie = cookie;
  }

  async logIn(): Promise<void> {
    const answer = await this.send(
      'POST',
      '/account/login',
      {},
      JSON.stringify({
        userCredentials: { username: this.username, password: this.password },
        deviceParameters: device,
      }),
    );
    if (answer.status !== 200) throw new Error(`login of ${this.username} answered ${answer.status}: ${answer.body}`);
    this.token = (JSON.parse(answer.body.toString()) as { token: string }).token;
    this.keepCookie(answer);
  }

  private async refresh(): Promise<void> {
    const answer = await this.send(
      'POST',
      '/account/refresh',
      { cookie: this.refreshCookie },
      JSON.stringify({ deviceParameters: device }),
    );
    if (answer.status !== 200) return this.logIn();
    this.token = (JSON.parse(answer.body.toString()) as { token: string }).token;
    this.keepCookie(answer);
  }

  /** One counted request; an expired token is refreshed and the request sent again (the refresh is not counted). */
  private async timed(kind: Kind, method: string, path: string, signedIn = true): Promise<Answer> {
    const headers = (): Record<string, string> => ({
      'accept-encoding': 'br, gzip',
      ...(signedIn ? { authorization: `Bearer ${this.token}` } : {}),
    });
    const sent = performance.now();
    const answer = await this.send(method, path, headers());
    if (answer.status === 401 && signedIn) {
      await this.refresh();
      return this.timed(kind, method, path, signedIn);
    }
    const ms = performance.now() - sent;
    const { tally } = this;
    tally.answered++;
    tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) tally.serverErrors++;
    let reservoir = tally.latencies.get(kind);
    if (!reservoir) tally.latencies.set(kind, (reservoir = new Reservoir()));
    reservoir.add(ms);
    return answer;
  }

  /** A week of the four the demo data fills: this one and the next three. */
  private weekQuery(): string {
    const week = addDays(startOfWeek(todayInZone('UTC')), 7 * Math.floor(Math.random() * 4));
    const { from, to } = weekFetchRange(week);
    return `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  }

  private noteClasses(answer: Answer) {
    if (answer.status !== 200) return;
    const encoding = answer.headers['content-encoding'];
    const json =
      encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    const bookableAfter = Date.now() + 3 * 3600_000;
    const week = JSON.parse(json.toString()) as { id: number; startDateTime: string }[];
    const later = week.filter((c) => Date.parse(c.startDateTime) > bookableAfter).map((c) => c.id);
    if (later.length > 0) this.classes = later;
  }

  /** One step of the mix (two requests for a booking and its cancellation). */
  async step(): Promise<void> {
    let pick = Math.random();
    const [kind] = mix.find(([, weight]) => (pick -= weight) < 0) ?? mix[0]!;
    switch (kind) {
      case 'member week': {
        const answer = await this.timed('member week', 'GET', `/user/schedule${this.weekQuery()}`);
        // decoded now and then only: the client's own work competes with the server's on 2 cores
        if (this.classes.length === 0 || Math.random() < 0.1) this.noteClasses(answer);
        return;
      }
      case 'public week':
        await this.timed('public week', 'GET', `/public/schedule${this.weekQuery()}`, false);
        return;
      case 'registrations': {
        const from = new Date(Date.now() - 28 * 86400_000).toISOString();
        const to = new Date(Date.now() + 28 * 86400_000).toISOString();
        await this.timed('registrations', 'GET', `/user/registration?from=${from}&to=${to}`);
        return;
      }
      case 'entry codes':
        await this.timed('entry codes', 'GET', '/user/card');
        return;
      case 'book and cancel': {
        const classId = this.classes[Math.floor(Math.random() * this.classes.length)];
        if (classId === undefined) {
          this.noteClasses(await this.timed('member week', 'GET', `/user/schedule${this.weekQuery()}`));
          return;
        }
        const booked = await this.timed('book', 'POST', `/user/registration/${classId}`);
        if (booked.status < 300) await this.timed('cancel', 'DELETE', `/user/registration/${classId}`);
        return;
      }
    }
  }
}
