import type { ControlProps } from '@jsonforms/core';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, useMediaQuery } from '@mui/material';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { useControl } from '../core/useControl';
import { visuallyHidden } from './cellStyles';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { GroupCards } from './GroupCards';
import { groupOptions } from './groupOptions';
import { GroupTable } from './GroupTable';
import { RowDialog, type RowDialogState } from './RowDialog';
import { useRows } from './useRows';
import { withControlProps } from '../core/withControlProps';

type Row = Record<string, unknown>;

/** Below this width a table's rows become cards while editing; the preview keeps its table, which scrolls in its frame. */
const NARROW = '(max-width: 767.98px)';

/** Type 1 with columns: a repeating column group, as cards or (columnLayout 2) a table with a Create / Edit dialog. */
export function ColumnGroupControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible, schema, uischema, renderers, cells } = props;
  const control = useControl(props);
  const t = useT();
  const group = useRows(data, path, handleChange);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [dialog, setDialog] = useState<RowDialogState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const narrow = useMediaQuery(NARROW);
  const options = useMemo(() => groupOptions(uischema, schema), [uischema, schema]);
  const rowsNow = useRef(group.rows);
  useEffect(() => {
    rowsNow.current = group.rows;
  });
  // Stable across renders, so rows that did not change are not drawn again.
  const onEdit = useCallback((index: number) => setDialog({ open: true, index, isNew: false, row: rowsNow.current[index] ?? {} }), []);
  if (!visible) return null;
  const { keys, rows, register, focusLater } = group;
  const count = rows.length;
  const canAdd = !control.disabled && (options.maxRows === undefined || count < options.maxRows);
  const keyAt = (index: number) => keys[index] ?? '';

  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const onAdd = () => {
    if (!options.table) group.add();
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
  const onConfirmDelete = () => {
    if (confirming === null) return;
    group.remove(confirming);
    setAnnouncement(t('group.deleted', { n: confirming + 1 }));
    setConfirming(null);
  };
  const onCancelDelete = () => {
    if (confirming !== null) focusLater({ kind: 'delete', key: keyAt(confirming) });
    setConfirming(null);
  };

  const shared = { id: control.id, path, items: options.items, keys, minRows: options.minRows, register, disabled: control.disabled, renderers, cells };
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group>
      {control.preview || (options.table && !narrow) ? (
        <GroupTable {...shared} columns={options.columns} preview={control.preview} onEdit={onEdit} onDelete={setConfirming} />
      ) : (
        <GroupCards
          {...shared}
          label={label}
          detail={options.detail}
          onEdit={options.table ? onEdit : undefined}
          onDelete={setConfirming}
        />
      )}
      {!control.preview && (
        <>
          <Button ref={register({ kind: 'add' })} variant="outlined" size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={!canAdd}>
            {options.buttonName || t('field.add')}
          </Button>
          <ConfirmDeleteDialog rowNumber={confirming === null ? null : confirming + 1} onConfirm={onConfirmDelete} onCancel={onCancelDelete} />
          <RowDialog state={dialog} path={path} detail={options.detail} items={options.items} onOk={onDialogOk} onCancel={onDialogCancel} />
          <Box role="status" aria-live="polite" sx={visuallyHidden}>
            {announcement}
          </Box>
        </>
      )}
    </FieldFrame>
  );
}

export default withControlProps(memo(ColumnGroupControl));
