import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_MAX_LENGTH, type AdminMessageResponse } from '../../api/contract/admin.ts';
import type { Training } from '../../api/contract/schedule.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { useSendSmsMutation } from './queries.ts';
import { smsLength } from './sms-parts.ts';
import { failureText } from '../../i18n/error-messages.ts';

/** An SMS to everyone registered in a class (booked or waiting), with its length in SMS parts. */
export function SmsDialog({ training, onClose }: { training: Training; onClose: () => void }) {
  const { t } = useLingui();
  const send = useSendSmsMutation();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // what went out when someone was skipped: the dialog stays open to say so
  const [sent, setSent] = useState<AdminMessageResponse | null>(null);
  const counterId = useId();
  const length = smsLength(text);
  const chars = [...text].length;
  const parts = length.parts;
  const perPart = length.perPart;
  const empty = text.trim() === '';
  const tooLong = chars > SMS_MAX_LENGTH;
  const problem =
    submitted && empty ? t`This field is required` : tooLong ? t`Maximum ${SMS_MAX_LENGTH} characters` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (empty || tooLong) return;
    send.mutate(
      { text, trainingId: training.id },
      {
        onSuccess: (answer) => {
          const { messagesSent, skipped } = answer;
          if (skipped.refused + skipped.noPhone > 0) return setSent(answer);
          notifySuccess(plural(messagesSent, { one: 'SMS sent to # recipient', other: 'SMS sent to # recipients' }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t`SMS to the participants of ${training.name}`}</DialogTitle>
            <DialogContent>
              <Field
                label={t`Message`}
                required
                validationState={problem ? 'error' : 'none'}
                validationMessage={problem}
              >
                <Textarea
                  value={text}
                  onChange={(_, data) => setText(data.value)}
                  resize="vertical"
                  rows={4}
                  aria-describedby={counterId}
                />
              </Field>
              <p id={counterId} aria-live="polite">
                {t`${chars} characters, ${parts} SMS (${perPart} characters each)`}
              </p>
              {sent && <SkippedNotice answer={sent} />}
              {send.isError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{failureText(send.error)}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
              {!sent && (
                <Button type="submit" appearance="primary" disabled={send.isPending}>
                  {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send SMS</Trans>}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** How many got the SMS, and who did not and why (issue #40 point 5: a refusal of SMS notices is respected). */
function SkippedNotice({ answer }: { answer: AdminMessageResponse }) {
  const { messagesSent, skipped } = answer;
  const sentText = plural(messagesSent, { one: 'SMS sent to # recipient.', other: 'SMS sent to # recipients.' });
  return (
    <MessageBar intent="warning" role="status" data-testid="sms-skipped">
      <MessageBarBody>
        {sentText}
        {skipped.refused > 0 && (
          <>
            {' '}
            {plural(skipped.refused, {
              one: 'Not sent to # person who turned SMS notices off in their profile.',
              other: 'Not sent to # people who turned SMS notices off in their profile.',
            })}
          </>
        )}
        {skipped.noPhone > 0 && (
          <>
            {' '}
            {plural(skipped.noPhone, {
              one: 'Not sent to # person without a phone number.',
              other: 'Not sent to # people without a phone number.',
            })}
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
