import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonFormsDispatch } from '@jsonforms/react';
import { Box, Stack, Typography } from '@mui/material';
import { useT } from '../core/context';
import { RowActions } from './RowActions';
import type { FocusTarget } from './useRows';

export interface GroupCardsProps {
  /** The group's input id: card title ids derive from it. */
  id: string;
  path: string;
  label: string;
  detail: UISchemaElement;
  items: JsonSchema;
  keys: string[];
  disabled: boolean;
  minRows: number;
  register: (target: FocusTarget) => (element: HTMLElement | null) => void;
  /** Given for the table layout shown as cards: each card gets an Edit button opening the row dialog. */
  onEdit?: (index: number) => void;
  onDelete: (index: number) => void;
}

/** Cards layout (and the table layout on narrow screens): each row a bordered card titled "{group label} {n}" with its cells and actions. */
export function GroupCards({ id, path, label, detail, items, keys, disabled, minRows, register, onEdit, onDelete }: GroupCardsProps) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ mb: 1 }}>
      {keys.map((key, index) => (
        <Box
          key={key}
          ref={register({ kind: 'row', key })}
          component="section"
          aria-labelledby={`${id}-card-${key}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
          data-group-card
        >
          <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" sx={{ mb: 1.5 }}>
            <Typography component="h3" variant="subtitle1" id={`${id}-card-${key}`}>
              {t('group.entryTitle', { label, n: index + 1 })}
            </Typography>
            <RowActions
              rowKey={key}
              number={index + 1}
              canEdit={onEdit !== undefined}
              canDelete={index >= minRows}
              disabled={disabled}
              register={register}
              onEdit={() => onEdit?.(index)}
              onDelete={() => onDelete(index)}
            />
          </Stack>
          <JsonFormsDispatch uischema={detail} schema={items} path={`${path}.${index}`} />
        </Box>
      ))}
    </Stack>
  );
}
