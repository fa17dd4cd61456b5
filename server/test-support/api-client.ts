import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { checkAnswer } from './answer-check.ts';

/** Calls to a server process over HTTP, as the app makes them (default club). */
export function apiClient(origin: string) {
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${API_PREFIX}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // the running server's answers, compared with the OpenAPI document as the in-process ones are
    await checkAnswer(method, path, response);
    return response;
  }

  async function login(username: string, password: string): Promise<string> {
    const device = {
      platform: 'test',
      userAgent: 'test',
      screenWidth: 1,
      screenHeight: 1,
      colorDepth: 24,
      cpuCores: 1,
      touchPoints: 0,
    };
    const response = await call('POST', '/account/login', undefined, {
      userCredentials: { username, password },
      deviceParameters: device,
    });
    if (!response.ok) throw new Error(`login of ${username} answered ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  }

  /** Ids of the classes the member is in (booked or waiting) over the next `days` days. */
  async function registeredClassIds(token: string, days = 14): Promise<Set<number>> {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + days * 86_400_000).toISOString();
    const response = await call('GET', `/user/registration?from=${from}&to=${to}`, token);
    if (!response.ok) throw new Error(`registrations answered ${response.status}`);
    return new Set(((await response.json()) as { id: number }[]).map((r) => r.id));
  }

  /** Ids of the public timetable's classes starting between `fromHours` hours and `days` days from now. */
  async function upcomingClassIds(days = 7, fromHours = 1): Promise<number[]> {
    const from = new Date(Date.now() + fromHours * 3600_000).toISOString();
    const to = new Date(Date.now() + days * 86_400_000).toISOString();
    const response = await call('GET', `/public/schedule?from=${from}&to=${to}`);
    if (!response.ok) throw new Error(`schedule answered ${response.status}`);
    return ((await response.json()) as { id: number }[]).map((t) => t.id);
  }

  return { call, login, registeredClassIds, upcomingClassIds };
}
