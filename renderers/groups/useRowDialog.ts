import { useCallback, useEffect, useRef, useState } from 'react';
import type { RowDialogState } from './RowDialog';
import type { GroupRows } from './useRows';

type Row = Record<string, unknown>;

/**
 * The Create / Edit dialog of a group's rows (a table's; cards are edited in place): the row it holds, and what OK and
 * Cancel do, focus included. `table` groups add rows through it.
 */
export function useRowDialog(group: GroupRows, table: boolean) {
  const [dialog, setDialog] = useState<RowDialogState | null>(null);
  const rowsNow = useRef(group.rows);
  useEffect(() => {
    rowsNow.current = group.rows;
  });
  // Stable across renders, so rows that did not change are not drawn again.
  const onEdit = useCallback((index: number) => setDialog({ open: true, index, isNew: false, row: rowsNow.current[index] ?? {} }), []);
  const { keys, focusLater } = group;
  const count = group.rows.length;
  const keyAt = (index: number) => keys[index] ?? '';

  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const onAdd = () => {
    if (!table) group.add();
    else setDialog({ open: true, index: count, isNew: true, row: { columnNumber: count + 1 } });
  };
  const onDialogOk = (row: Row) => {
    if (dialog?.isNew) group.add(row);
    else if (dialog) {
      focusLater({ kind: 'edit', key: keyAt(dialog.index) });
      group.replace(dialog.index, row);
    }
    closeDialog();
  };
  const onDialogCancel = () => {
    focusLater(dialog && !dialog.isNew ? { kind: 'edit', key: keyAt(dialog.index) } : { kind: 'add' });
    closeDialog();
  };
  return { dialog, onEdit, onAdd, onDialogOk, onDialogCancel };
}
