import { ApiKey, ApiKeyBody, ApiKeys, ApiKeySecret } from '../../src/api/contract/api-keys.ts';
import type { Operation } from './operation.ts';

/** The admin's API keys, one per integration (issue 39; docs/integrations.md). */
export const operationsApiKeys: Operation[] = [
  {
    method: 'GET',
    pattern: '/admin/api-keys',
    summary: "The club's API keys, the revoked ones last",
    minRole: 'admin',
    answers: { 200: ApiKeys },
  },
  {
    method: 'POST',
    pattern: '/admin/api-keys',
    summary: 'Issue an API key for one integration, with the scopes it needs',
    description:
      'The answer holds the secret (`ck_…`), shown this once: only its hash is kept. Send it as `Authorization: Bearer ck_…`.',
    minRole: 'admin',
    body: ApiKeyBody,
    answers: { 201: ApiKeySecret },
  },
  {
    method: 'DELETE',
    pattern: '/admin/api-keys/:id',
    summary: 'Revoke an API key: refused (401 `apiKeyRevoked`) from the next request on',
    minRole: 'admin',
    answers: { 200: ApiKey },
  },
];
