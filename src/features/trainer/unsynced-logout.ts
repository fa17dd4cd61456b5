import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { confirm } from '../../shell/confirm.ts';
import { unsyncedPresenceCount } from './presence-sync.ts';

const title = msg`Changes not yet synced`;
const content = msg`{count, plural, one {# presence change has not reached the server yet.} other {# presence changes have not reached the server yet.}} They stay on this device and are sent when you log in here again. Log out anyway?`;
const confirmLabel = msg`Log out anyway`;

/** Logging out with unsynced presence changes asks first (issue #11); true when the logout may go on. */
export async function confirmLogoutWithUnsyncedPresence(): Promise<boolean> {
  const count = await unsyncedPresenceCount();
  if (count === 0) return true;
  return confirm({ title: i18n._(title), content: i18n._(content.id, { count }), confirmLabel: i18n._(confirmLabel) });
}
