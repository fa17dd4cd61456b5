import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Add20Regular } from '@fluentui/react-icons/headless/svg/add';
import { Delete20Regular } from '@fluentui/react-icons/headless/svg/delete';
import type { TrainingType } from '../../api/contract/schedule.ts';
import { cx } from '../../lib/class-names.ts';
import { trainingTypeLabels } from '../../schedule/training-type-label.ts';
import controls from '../../shell/controls.module.css';
import { Button } from '../../ui/button.tsx';
import {
  typesWithoutRules,
  withTypeRules,
  type TypeRulesDraft,
  type WaitingListDraft,
  type WaitingModeDraft,
} from './waiting-list-draft.ts';
import { WaitingModeFields } from './waiting-mode-fields.tsx';
import styles from './waiting-list.module.css';

/**
 * "Different rules for a type of class": the types that run on rules of their own instead of the club's, each
 * with the club's controls, removable; and a choice of the types left to add. Saved with the club's rules.
 */
export function WaitingTypeRules({
  draft,
  onChange,
  error,
}: {
  draft: WaitingListDraft;
  onChange: (byType: TypeRulesDraft[]) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const left = typesWithoutRules(draft);
  const [chosen, setChosen] = useState<TrainingType | ''>('');
  const toAdd = chosen !== '' && left.includes(chosen) ? chosen : left[0];
  const typeName = (type: TrainingType) => i18n._(trainingTypeLabels[type]);
  const update = (type: TrainingType, patch: Partial<WaitingModeDraft>) =>
    onChange(draft.byType.map((rules) => (rules.trainingType === type ? { ...rules, ...patch } : rules)));
  const errorId = `${id}-error`;
  const typeTitle = (type: TrainingType) => `${id}-${type}`;

  return (
    <section className={styles.typeRules} aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint ${errorId}`}>
      <h3 id={`${id}-title`} className={styles.label}>
        <Trans>Different rules for a type of class</Trans>
      </h3>
      <p id={`${id}-hint`} className={styles.hint}>
        <Trans>
          Classes of a type listed here follow its rules instead of the club&apos;s above. The quiet hours are the
          club&apos;s for every type: they are about members&apos; nights, not the kind of class.
        </Trans>
      </p>
      {draft.byType.map((rules) => {
        const name = typeName(rules.trainingType);
        return (
          <section key={rules.trainingType} className={styles.typeCard} aria-labelledby={typeTitle(rules.trainingType)}>
            <div className={styles.typeHead}>
              <h4 id={typeTitle(rules.trainingType)} className={styles.modeName}>
                {name}
              </h4>
              <Button
                variant="subtle"
                icon={Delete20Regular}
                aria-label={t`Remove the rules of ${name}`}
                onClick={() => onChange(draft.byType.filter((r) => r.trainingType !== rules.trainingType))}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
            <WaitingModeFields
              legend={<Trans>When a place frees up in a full class of this type</Trans>}
              draft={rules}
              onChange={(patch) => update(rules.trainingType, patch)}
              errorOf={() => undefined}
            />
          </section>
        );
      })}
      {toAdd !== undefined && (
        <div className={styles.pair}>
          <select
            className={cx(controls.input, styles.unit)}
            value={toAdd}
            aria-label={t`Type of class`}
            onChange={(event) => setChosen(left.find((type) => type === event.target.value) ?? '')}
          >
            {left.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
          <Button icon={Add20Regular} onClick={() => onChange(withTypeRules(draft, toAdd))}>
            <Trans>Add rules for this type</Trans>
          </Button>
        </div>
      )}
      <p id={errorId} className={styles.error} role={error === undefined ? undefined : 'alert'}>
        {error}
      </p>
    </section>
  );
}
