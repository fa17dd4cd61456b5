import type * as v from 'valibot';
import { webhookPayloads } from '../../src/api/contract/webhooks.ts';
import type { JsonSchema } from './json-schema.ts';

const header = (description: string, schema: JsonSchema) => ({ description, required: true, schema });

/**
 * OpenAPI 3.1's `webhooks`: the messages the server POSTs to a club's endpoints (docs/webhooks.md), one per
 * event type, with the Standard Webhooks headers and the answers the sender acts on.
 */
export function webhooksSection(convert: (schema: v.GenericSchema) => JsonSchema) {
  return Object.fromEntries(
    Object.entries(webhookPayloads).map(([type, schema]) => [
      type,
      {
        post: {
          operationId: `webhook${type.replace(/(^|[._])(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
          summary: `The ${type} event`,
          description:
            "Signed by the Standard Webhooks scheme with the endpoint's secret (`whsec_…`): verify with the `standardwebhooks` library against the raw body, de-duplicate on `webhook-id`.",
          tags: ['webhooks'],
          parameters: [
            {
              name: 'webhook-id',
              in: 'header',
              ...header('The message id, the same on every try', { type: 'string' }),
            },
            {
              name: 'webhook-timestamp',
              in: 'header',
              ...header('When this try was signed, Unix seconds', { type: 'string', pattern: '^\\d+$' }),
            },
            {
              name: 'webhook-signature',
              in: 'header',
              ...header('`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`', { type: 'string' }),
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: convert(schema) } } },
          responses: {
            '2XX': { description: 'Taken: not sent again' },
            '410': { description: 'Gone: the endpoint is turned off' },
            default: { description: 'Tried again after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then failed' },
          },
        },
      },
    ]),
  );
}
