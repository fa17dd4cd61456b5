import * as v from 'valibot';
import { TrainingRegistrationsResponse } from '../../src/api/contract/registration.ts';
import { ScheduleResponse } from '../../src/api/contract/schedule.ts';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { checkAnswer } from './answer-check.ts';
import { loginBody, tokenOf } from './login.ts';

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

  /** The access token of a demo user's login (a refusal throws). */
  async function login(username: string, password: string): Promise<string> {
    return tokenOf(await call('POST', '/account/login', undefined, loginBody(username, password)));
  }

  /** A GET's answer parsed with the contract's schema (a refusal throws with its status). */
  async function read<S extends v.GenericSchema>(path: string, schema: S, token?: string): Promise<v.InferOutput<S>> {
    const response = await call('GET', path, token);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return v.parse(schema, await response.json());
  }

  /** Ids of the classes the member is in (booked or waiting) over the next `days` days. */
  async function registeredClassIds(token: string, days = 14): Promise<Set<number>> {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + days * 86_400_000).toISOString();
    const registrations = await read(`/user/registration?from=${from}&to=${to}`, TrainingRegistrationsResponse, token);
    return new Set(registrations.map((r) => r.id));
  }

  /** Ids of the public timetable's classes starting between `fromHours` hours and `days` days from now. */
  async function upcomingClassIds(days = 7, fromHours = 1): Promise<number[]> {
    const from = new Date(Date.now() + fromHours * 3600_000).toISOString();
    const to = new Date(Date.now() + days * 86_400_000).toISOString();
    return (await read(`/public/schedule?from=${from}&to=${to}`, ScheduleResponse)).map((t) => t.id);
  }

  return { call, login, read, registeredClassIds, upcomingClassIds };
}
