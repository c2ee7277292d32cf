import { Button, Stack } from '@mui/material';
import { useT } from '../core/context';
import type { FocusTarget } from './useRows';

export interface RowActionsProps {
  rowKey: string;
  /** 1-based row number, part of each button's accessible name ("Delete entry 2"). */
  number: number;
  canEdit: boolean;
  canDelete: boolean;
  disabled: boolean;
  register: (target: FocusTarget) => (element: HTMLElement | null) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit (table layout) and Delete buttons; rows within the required quantity get no Delete. */
export function RowActions({ rowKey, number, canEdit, canDelete, disabled, register, onEdit, onDelete }: RowActionsProps) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1}>
      {canEdit && (
        <Button size="small" ref={register({ kind: 'edit', key: rowKey })} onClick={onEdit} disabled={disabled} aria-label={t('group.editEntry', { n: number })}>
          {t('group.edit')}
        </Button>
      )}
      {canDelete && (
        <Button
          size="small"
          color="error"
          ref={register({ kind: 'delete', key: rowKey })}
          onClick={onDelete}
          disabled={disabled}
          aria-label={t('group.deleteEntry', { n: number })}
        >
          {t('group.delete')}
        </Button>
      )}
    </Stack>
  );
}
