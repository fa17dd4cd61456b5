import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminMember } from '../../api/contract/admin-members.ts';
import { Page } from '../../shell/page.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { MemberFamilyCard } from './member-family-card.tsx';
import { MemberSearch } from './member-search.tsx';
import styles from './families.module.css';

/** Families (issue 38): the admin finds a member and sees and edits whom they act for and who acts for them. */
export function FamiliesPage() {
  const { t } = useLingui();
  const [member, setMember] = useState<AdminMember | null>(null);
  return (
    <Page title={<Trans>Families</Trans>}>
      <div className={styles.cards}>
        {member ? (
          <>
            <Button onClick={() => setMember(null)}>
              <Trans>Find another member</Trans>
            </Button>
            <MemberFamilyCard member={member} />
          </>
        ) : (
          <Card className={styles.card}>
            <p className={styles.hint}>
              <Trans>
                Find a member to see whom they book for and who books for them: link a dependant, unlink one, or issue a
                one-time code for a guardian.
              </Trans>
            </p>
            <MemberSearch
              label={t`Find a member`}
              pickLabel={(m) => t`Show the family of ${m.firstName} ${m.lastName}`}
              onPick={setMember}
            />
          </Card>
        )}
      </div>
    </Page>
  );
}
