import type { ControlProps } from '@jsonforms/core';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, useMediaQuery } from '@mui/material';
import { memo, useMemo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { useControl } from '../core/useControl';
import { visuallyHidden } from './cellStyles';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { GroupCards } from './GroupCards';
import { groupOptions } from './groupOptions';
import { GroupTable } from './GroupTable';
import { RowDialog } from './RowDialog';
import { useRowDeletion } from './useRowDeletion';
import { useRowDialog } from './useRowDialog';
import { useRows } from './useRows';
import { withControlProps } from '../core/withControlProps';

/** Below this width a table's rows become cards while editing; the preview keeps its table, which scrolls in its frame. */
const NARROW = '(max-width: 767.98px)';

/** Type 1 with columns: a repeating column group, as cards or (columnLayout 2) a table with a Create / Edit dialog. */
export function ColumnGroupControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible, schema, uischema, renderers, cells } = props;
  const control = useControl(props);
  const t = useT();
  const group = useRows(data, path, handleChange);
  const narrow = useMediaQuery(NARROW);
  const options = useMemo(() => groupOptions(uischema, schema), [uischema, schema]);
  const { dialog, onEdit, onAdd, onDialogOk, onDialogCancel } = useRowDialog(group, options.table);
  const { confirming, setConfirming, announcement, onConfirmDelete, onCancelDelete } = useRowDeletion(group);
  if (!visible) return null;
  const { keys, rows, register } = group;
  const canAdd = !control.disabled && (options.maxRows === undefined || rows.length < options.maxRows);

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
