import {
  WebhookDeliveries,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpoints,
  WebhookSecret,
} from '../../src/api/contract/webhooks.ts';
import type { Operation } from './operation.ts';

/** The admin's webhook endpoints and deliveries (issue 39; docs/webhooks.md). */
export const operationsWebhooks: Operation[] = [
  {
    method: 'GET',
    pattern: '/admin/webhooks',
    summary: "The club's webhook endpoints",
    minRole: 'admin',
    answers: { 200: WebhookEndpoints },
  },
  {
    method: 'POST',
    pattern: '/admin/webhooks',
    summary: 'Add a webhook endpoint',
    description:
      "The answer holds the signing secret, shown this once. An address inside the server's network (loopback, private, link-local, metadata) is refused with `url.addressNotPublic`.",
    minRole: 'admin',
    body: WebhookEndpointBody,
    answers: { 201: WebhookSecret },
  },
  {
    method: 'PUT',
    pattern: '/admin/webhooks/:id',
    summary: 'Change a webhook endpoint: address, events, on or off',
    minRole: 'admin',
    body: WebhookEndpointBody,
    answers: { 200: WebhookEndpoint },
  },
  {
    method: 'DELETE',
    pattern: '/admin/webhooks/:id',
    summary: 'Remove a webhook endpoint and its deliveries',
    minRole: 'admin',
    answers: { 204: null },
  },
  {
    method: 'POST',
    pattern: '/admin/webhooks/:id/rotate-secret',
    summary: "Replace an endpoint's signing secret (shown this once)",
    minRole: 'admin',
    answers: { 200: WebhookSecret },
  },
  {
    method: 'GET',
    pattern: '/admin/webhooks/:id/deliveries',
    summary: "An endpoint's latest 100 deliveries, with their status and the receiver's answer",
    minRole: 'admin',
    answers: { 200: WebhookDeliveries },
  },
  {
    method: 'POST',
    pattern: '/admin/webhook-deliveries/:id/send-again',
    summary: 'Send a delivery again (same webhook-id), with a fresh count of tries',
    minRole: 'admin',
    answers: { 204: null },
    refusals: { 409: ['actionNotAllowed'] },
  },
];
