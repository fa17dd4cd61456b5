import type { FormEvent, ReactNode } from 'react';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { RulesSaveBar } from './rules-save-bar.tsx';
import styles from './waiting-list.module.css';

/** What the card needs of useRulesForm's state. */
type CardForm = {
  id: string;
  submit: (event: FormEvent) => void;
  pending: boolean;
  reachable: boolean;
  done: boolean;
  refused: { general?: string | undefined } | null;
};

/** A club-rules form in its card: the club's name as the title, the settings, then the save bar. */
export function RulesFormCard({ clubName, form, children }: { clubName: string; form: CardForm; children: ReactNode }) {
  const titleId = `${form.id}-title`;
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          {clubName}
        </CardTitle>
      </CardHead>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={titleId}>
        {children}
        <RulesSaveBar
          pending={form.pending}
          reachable={form.reachable}
          done={form.done}
          failure={form.refused?.general}
        />
      </form>
    </Card>
  );
}
