import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { openDialog } from '../state/dialog.ts';
import { ClubContactDetails, hasContact, useClubContact } from './club-contact.tsx';

export const contactTheClub = msg`Contact the club`;

/** The dialog's body: reads the settings itself, so it shows them as soon as they arrive. */
function ContactBody() {
  const contact = useClubContact();
  if (!hasContact(contact)) return <Trans>The club has not given its contact details yet.</Trans>;
  return <ClubContactDetails contact={contact} />;
}

/** "Contact the club" from the menu: phone and e-mail as links, the address and opening hours. */
export function openClubContact(): void {
  void openDialog({
    title: i18n._(contactTheClub),
    content: <ContactBody />,
    actions: [{ label: i18n._(msg`Close`), value: false, appearance: 'primary' }],
  });
}
