import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { EntryCodes } from '../../src/api/contract/card.ts';
import { ParticipantsResponse } from '../../src/api/contract/trainer.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { clubApi } from './booking-api.ts';
import { e2eNow } from './clock.ts';

/** The trainer journeys read participants and cards through the API, as the app's server answers them. */
export function trainerApi(
  request: APIRequestContext,
  tenantUrl: (tenant: TenantId, path?: string) => string,
  tenant: TenantId,
) {
  const club = clubApi(request, tenantUrl, tenant);
  const site = new URL(tenantUrl(tenant, '/'));
  const base = `http://localhost:${site.port}/api/0.1`;
  const headers = (token: string) => ({ 'X-Client-Host': site.host, Authorization: `Bearer ${token}` });
  return {
    ...club,
    base,
    headers,
    participants: async (trainingId: number, token: string) => {
      const response = await request.get(`${base}/trainer/registration/class/${trainingId}`, {
        headers: headers(token),
      });
      if (!response.ok()) throw new Error(`participants ${trainingId} answered ${response.status()}`);
      return v.parse(ParticipantsResponse, await response.json());
    },
    /** The member's card that is still valid (the demo member also holds an expired one). */
    validCardCode: async (token: string) => {
      const response = await request.get(`${base}/user/card`, { headers: headers(token) });
      const cards = v.parse(EntryCodes, await response.json());
      const today = new Date(e2eNow()).toISOString().slice(0, 10);
      const card = cards.find((c) => c.validUntil === null || c.validUntil >= today);
      if (!card) throw new Error('the member has no valid card');
      return card.code;
    },
  };
}
