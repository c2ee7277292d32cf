import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonFormsDispatch, JsonFormsStateProvider, useJsonForms } from '@jsonforms/react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../core/context';
import { isObject } from '../core/isObject';
import { ownKeyMiddleware } from '../core/ownKeyUpdates';
import { FOCUSABLE } from './useRows';

type Row = Record<string, unknown>;

export interface RowDialogState {
  open: boolean;
  /** Index of the row edited (the row count for a new row). */
  index: number;
  isNew: boolean;
  row: Row;
}

export interface RowDialogProps {
  state: RowDialogState | null;
  /** The group's path, to name the draft's own path (and so its input ids) after it. */
  path: string;
  detail: UISchemaElement;
  items: JsonSchema;
  onOk: (row: Row) => void;
  onCancel: () => void;
}

/** The Create / Edit dialog: the row's cells on a draft copy; OK hands the draft back, Cancel drops it. */
export function RowDialog({ state, path, detail, items, onOk, onCancel }: RowDialogProps) {
  const t = useT();
  const latest = useRef<Row>({});
  if (!state) return null;
  const draftKey = `${path.replace(/\./g, '_')}_draft_${state.index}`;
  return (
    <Dialog open={state.open} onClose={onCancel} disableRestoreFocus disableAutoFocus fullWidth maxWidth="md">
      <DialogTitle>{t(state.isNew ? 'group.create' : 'group.edit')}</DialogTitle>
      <DialogContent dividers>
        <DraftForm
          key={`${draftKey}|${String(state.isNew)}`}
          draftKey={draftKey}
          row={state.row}
          detail={detail}
          items={items}
          onData={(row) => {
            latest.current = row;
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('group.cancel')}</Button>
        <Button onClick={() => onOk(latest.current)} variant="contained">
          {t('group.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface DraftFormProps {
  draftKey: string;
  row: Row;
  detail: UISchemaElement;
  items: JsonSchema;
  onData: (row: Row) => void;
}

/** A JSON Forms store of its own holding only the draft row, drawn with the form's renderers. */
function DraftForm({ draftKey, row, detail, items, onData }: DraftFormProps) {
  const outer = useJsonForms();
  const box = useRef<HTMLDivElement>(null);
  const [initState] = useState(() => ({
    core: {
      data: { [draftKey]: row },
      schema: outer.core?.schema ?? {},
      uischema: detail,
      ajv: outer.core?.ajv,
      validationMode: 'NoValidation',
      errors: [],
      additionalErrors: [],
    },
    renderers: outer.renderers,
    cells: outer.cells,
    config: outer.config,
    uischemas: outer.uischemas,
    readonly: false,
  }));
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? box.current?.closest<HTMLElement>('[role="dialog"]');
    first?.focus();
  }, []);
  return (
    <Box ref={box} sx={{ pt: 1 }}>
      <JsonFormsStateProvider initState={initState} middleware={ownKeyMiddleware}>
        <DraftSpy draftKey={draftKey} onData={onData} />
        <JsonFormsDispatch uischema={detail} schema={items} path={draftKey} />
      </JsonFormsStateProvider>
    </Box>
  );
}

/** Reports the draft row after every edit, so OK reads the latest keystroke. */
function DraftSpy({ draftKey, onData }: { draftKey: string; onData: (row: Row) => void }) {
  const data: Record<string, unknown> | undefined = useJsonForms().core?.data;
  const row = data?.[draftKey];
  useEffect(() => {
    onData(isObject(row) ? row : {});
  }, [row, onData]);
  return null;
}
