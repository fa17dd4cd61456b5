import type * as v from 'valibot';
import * as account from '../../src/api/contract/account.ts';
import * as adminResources from '../../src/api/contract/admin-resources.ts';
import * as admin from '../../src/api/contract/admin.ts';
import * as calendarFeed from '../../src/api/contract/calendar-feed.ts';
import * as card from '../../src/api/contract/card.ts';
import * as contract from '../../src/api/contract/contract.ts';
import * as errors from '../../src/api/contract/errors.ts';
import * as id from '../../src/api/contract/id.ts';
import * as invoice from '../../src/api/contract/invoice.ts';
import * as notice from '../../src/api/contract/notice.ts';
import * as page from '../../src/api/contract/page.ts';
import * as paging from '../../src/api/contract/paging.ts';
import * as profile from '../../src/api/contract/profile.ts';
import * as push from '../../src/api/contract/push.ts';
import * as registration from '../../src/api/contract/registration.ts';
import * as schedule from '../../src/api/contract/schedule.ts';
import * as settings from '../../src/api/contract/settings.ts';
import * as statisticsPeriod from '../../src/api/contract/statistics-period.ts';
import * as statistics from '../../src/api/contract/statistics.ts';
import * as strikes from '../../src/api/contract/strikes.ts';
import * as tenant from '../../src/api/contract/tenant.ts';
import * as ticket from '../../src/api/contract/ticket.ts';
import * as trainer from '../../src/api/contract/trainer.ts';
import * as voucher from '../../src/api/contract/voucher.ts';
import * as waitingList from '../../src/api/contract/waiting-list.ts';
import * as webhooks from '../../src/api/contract/webhooks.ts';
import * as wallTime from '../../src/api/contract/wall-time.ts';
import * as wireFormats from '../../src/api/contract/wire-formats.ts';

/** Every module of the contract, by file name: the document names its schemas after their exports. */
const modules: Record<string, Record<string, unknown>> = {
  account: account,
  'admin-resources': adminResources,
  admin: admin,
  'calendar-feed': calendarFeed,
  card: card,
  contract: contract,
  errors: errors,
  id: id,
  invoice: invoice,
  notice: notice,
  page: page,
  paging: paging,
  profile: profile,
  push: push,
  registration: registration,
  schedule: schedule,
  settings: settings,
  'statistics-period': statisticsPeriod,
  statistics: statistics,
  strikes: strikes,
  tenant: tenant,
  ticket: ticket,
  trainer: trainer,
  voucher: voucher,
  'waiting-list': waitingList,
  webhooks: webhooks,
  'wall-time': wallTime,
  'wire-formats': wireFormats,
};

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';

/**
 * The contract's exported schemas by name (`Training`, `ErrorBody`): one component each. The same schema
 * exported twice keeps its first name; two schemas of one name are told apart by their module
 * (`settings.Club`, `admin-resources.Club`).
 */
export function contractSchemas(): Record<string, v.GenericSchema> {
  const seen = new Set<v.GenericSchema>();
  const byName = new Map<string, [string, v.GenericSchema][]>();
  for (const [module, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isSchema(value) || !/^[A-Z][a-z]/.test(name) || seen.has(value)) continue;
      seen.add(value);
      byName.set(name, [...(byName.get(name) ?? []), [module, value]]);
    }
  }
  const named: Record<string, v.GenericSchema> = {};
  for (const [name, found] of byName) {
    for (const [module, schema] of found) named[found.length === 1 ? name : `${module}.${name}`] = schema;
  }
  return named;
}
