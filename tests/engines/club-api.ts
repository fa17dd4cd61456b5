import { EntryCodes } from '../../src/api/contract/card.ts';
import { ScheduleResponse } from '../../src/api/contract/schedule.ts';
import { PublicSettings } from '../../src/api/contract/settings.ts';
import { ParticipantsResponse } from '../../src/api/contract/trainer.ts';
import { apiClient } from '../../server/test-support/api-client.ts';
import { e2eNow } from '../e2e/clock.ts';

/**
 * The journeys look classes, codes and participants up through the real API instead of hard-coding them:
 * the tests' one HTTP client (server/test-support/api-client.ts), which parses each answer with the contract.
 */
export function journeyApi(origin: string) {
  const api = apiClient(origin);
  return {
    login: api.login,
    clubs: async () => (await api.read('/public/settings', PublicSettings)).clubs,
    /** The next two weeks of classes as `source` sees them (with myRegistration for a member). */
    schedule: (source: 'user' | 'admin', token: string) => {
      const from = new Date(e2eNow()).toISOString();
      const to = new Date(e2eNow() + 14 * 86_400_000).toISOString();
      return api.read(`/${source}/schedule?from=${from}&to=${to}`, ScheduleResponse, token);
    },
    participants: (trainingId: number, token: string) =>
      api.read(`/trainer/registration/class/${trainingId}`, ParticipantsResponse, token),
    entryCodes: (token: string) => api.read('/user/card', EntryCodes, token),
  };
}
