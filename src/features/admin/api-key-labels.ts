import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKeyScope } from '../../api/contract/api-keys.ts';

/** What each scope lets an integration do, as the admin chooses it. */
export const apiKeyScopeLabels: Record<ApiKeyScope, { name: MessageDescriptor; what: MessageDescriptor }> = {
  timetable: {
    name: msg`Timetable`,
    what: msg`Reads the members’ timetable, e.g. for the club’s website`,
  },
  trainer: {
    name: msg`Participants and presence`,
    what: msg`Sees and books classes’ participants and marks presence, as registration staff`,
  },
  admin: {
    name: msg`Administrator`,
    what: msg`Everything the club’s administrator may do`,
  },
};
