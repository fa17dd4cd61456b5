import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FutureClass } from '../../api/contract/admin-resources.ts';
import { failureText } from '../../i18n/error-messages.ts';

/**
 * The frame of deactivating a room or trainer: the classes it still has ahead are looked up first;
 * `ahead` says what then (with the list), `none` what deactivating means when there are none. A failed
 * deactivation (`failure`, when set) shows under it.
 */
export function ResourceDeactivateDialog({
  open,
  title,
  future,
  ahead,
  none,
  failure,
  confirm,
  onClose,
}: {
  open: boolean;
  title: string;
  future: UseQueryResult<FutureClass[]>;
  ahead: ReactNode;
  none: ReactNode;
  failure: unknown;
  /** the confirming button, when offered */
  confirm: { label: ReactNode; disabled: boolean; pending: boolean; onClick: () => void } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const classes = future.data ?? [];
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {future.isPending ? (
              <Spinner size="small" label={t`Looking for classes ahead…`} />
            ) : future.isError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{failureText(future.error)}</MessageBarBody>
              </MessageBar>
            ) : classes.length > 0 ? (
              ahead
            ) : (
              none
            )}
            {failure !== null && failure !== undefined && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{failureText(failure)}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {confirm && (
              <Button
                appearance="primary"
                onClick={confirm.onClick}
                disabled={confirm.disabled}
                icon={confirm.pending ? <Spinner size="tiny" /> : undefined}
              >
                {confirm.label}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
