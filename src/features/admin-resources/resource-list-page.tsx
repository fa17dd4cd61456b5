import type { ReactNode } from 'react';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { notifyError, notifySuccess } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { useDialogTarget } from './dialog-target.ts';
import { ActiveBadge, useTableStyles } from './resource-table.tsx';

/** What the rooms and trainers lists have in common. */
export type Resource = { id: number; name: string; active: boolean };

/** One column of a resource list; `secondary` greys a column of supporting detail. */
export type ResourceColumn<T> = { header: string; cell: (item: T) => ReactNode; secondary?: boolean };

/** The props a list hands its edit and deactivate dialogs; `key` starts each showing afresh. */
export type DialogShowing<T> = { key: number; open: boolean; value: T; onClose: () => void };

/**
 * A club's rooms or trainers (inactive ones too): the table with a status and actions column, the add,
 * edit and (de)activate buttons, and the dialogs they open. Each screen gives its columns and dialogs.
 */
export function ResourceListPage<R, T extends Resource>({
  title,
  addLabel,
  listLabel,
  tableLabel,
  list,
  rows,
  columns,
  activate,
  activatedText,
  editDialog,
  deactivateDialog,
}: {
  title: ReactNode;
  addLabel: ReactNode;
  listLabel: string;
  tableLabel: string;
  list: UseQueryResult<R>;
  rows: (data: R) => T[];
  columns: ResourceColumn<T>[];
  activate: UseMutationResult<unknown, Error, { id: number; active: boolean }>;
  activatedText: (item: T) => string;
  editDialog: (showing: DialogShowing<T | null>, data: R) => ReactNode;
  deactivateDialog: (showing: DialogShowing<T>, data: R) => ReactNode;
}) {
  const { t } = useLingui();
  const styles = useTableStyles();
  const editing = useDialogTarget<T | null>();
  const deactivating = useDialogTarget<T>();

  return (
    <Page
      title={title}
      updatedAt={list.dataUpdatedAt || undefined}
      actions={
        <Button appearance="primary" disabled={!list.data} onClick={() => editing.show(null)}>
          {addLabel}
        </Button>
      }
    >
      {list.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : list.data === undefined ? (
        // not pending and no data: the read failed (data kept from before shows, with the page's age)
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        // scrolls sideways on a phone: a focusable region, so a keyboard scrolls it too
        <div className={styles.scroll} role="region" tabIndex={0} aria-label={listLabel}>
          <Table aria-label={tableLabel} className={styles.table}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>
                ))}
                <TableHeaderCell>{t`Status`}</TableHeaderCell>
                <TableHeaderCell>{t`Actions`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows(list.data).map((item) => (
                <TableRow key={item.id}>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={column.secondary ? styles.secondary : undefined}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <ActiveBadge active={item.active} />
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => editing.show(item)} aria-label={t`Edit ${item.name}`}>
                        <Trans>Edit</Trans>
                      </Button>
                      {item.active ? (
                        <Button
                          size="small"
                          onClick={() => deactivating.show(item)}
                          aria-label={t`Deactivate ${item.name}`}
                        >
                          <Trans>Deactivate</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={t`Activate ${item.name}`}
                          disabled={activate.isPending}
                          icon={
                            activate.isPending && activate.variables.id === item.id ? (
                              <Spinner size="tiny" />
                            ) : undefined
                          }
                          onClick={() =>
                            activate.mutate(
                              { id: item.id, active: true },
                              { onSuccess: () => notifySuccess(activatedText(item)), onError: notifyError },
                            )
                          }
                        >
                          <Trans>Activate</Trans>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {editing.state && list.data && editDialog({ ...editing.state, onClose: editing.hide }, list.data)}
      {deactivating.state &&
        list.data &&
        deactivateDialog({ ...deactivating.state, onClose: deactivating.hide }, list.data)}
    </Page>
  );
}
