import * as v from 'valibot';
import { TokenResponse } from '../../src/api/contract/account.ts';
import { EntryCodes } from '../../src/api/contract/card.ts';
import { ScheduleResponse } from '../../src/api/contract/schedule.ts';
import { PublicSettings } from '../../src/api/contract/settings.ts';
import { ParticipantsResponse } from '../../src/api/contract/trainer.ts';
import { e2eNow } from '../e2e/clock.ts';

/** The journeys look classes, codes and participants up through the real API instead of hard-coding them. */
export function clubApi(origin: string) {
  const base = `${origin}/api/0.1`;
  const headers = (token?: string): Record<string, string> => ({
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  async function read<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    return v.parse(schema, await response.json());
  }
  const get = <S extends v.GenericSchema>(path: string, schema: S, token?: string) =>
    fetch(`${base}${path}`, { headers: headers(token) }).then((r) => read(r, schema));
  const deviceParameters = {
    platform: 'engines',
    userAgent: 'journeys',
    screenWidth: 390,
    screenHeight: 844,
    colorDepth: 24,
    cpuCores: 2,
    touchPoints: 0,
  };

  return {
    login: async (username: string, password: string) => {
      const response = await fetch(`${base}/account/login`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ userCredentials: { username, password }, deviceParameters }),
      });
      return (await read(response, TokenResponse)).token;
    },
    clubs: async () => (await get('/public/settings', PublicSettings)).clubs,
    /** The next two weeks of classes as `source` sees them (with myRegistration for a member). */
    schedule: (source: 'user' | 'admin', token: string) => {
      const from = new Date(e2eNow()).toISOString();
      const to = new Date(e2eNow() + 14 * 86_400_000).toISOString();
      return get(`/${source}/schedule?from=${from}&to=${to}`, ScheduleResponse, token);
    },
    participants: (trainingId: number, token: string) =>
      get(`/trainer/registration/class/${trainingId}`, ParticipantsResponse, token),
    entryCodes: (token: string) => get('/user/card', EntryCodes, token),
  };
}
