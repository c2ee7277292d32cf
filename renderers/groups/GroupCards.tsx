import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core';
import { Box, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useT } from '../core/context';
import { ElementDispatch } from '../core/ElementDispatch';
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
  onEdit?: ((index: number) => void) | undefined;
  onDelete: (index: number) => void;
  renderers?: JsonFormsRendererRegistryEntry[] | undefined;
  cells?: JsonFormsCellRendererRegistryEntry[] | undefined;
}

const cardSx = { border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, minWidth: 0 } as const;
const headerSx = { mb: 1.5 } as const;
const listSx = { mb: 1 } as const;

/** Cards layout (and the table layout on narrow screens): each row a bordered card titled "{group label} {n}" with its cells and actions. */
export function GroupCards({ keys, ...shared }: GroupCardsProps) {
  return (
    <Stack spacing={2} sx={listSx}>
      {keys.map((key, index) => (
        <GroupCard key={key} rowKey={key} index={index} {...shared} />
      ))}
    </Stack>
  );
}

type GroupCardProps = Omit<GroupCardsProps, 'keys'> & { rowKey: string; index: number };

/** One row's card; memoised, so adding or removing a row draws only the rows whose number or state changed. */
const GroupCard = memo(function GroupCard({ id, path, label, detail, items, rowKey, index, disabled, minRows, register, onEdit, onDelete, renderers, cells }: GroupCardProps) {
  const t = useT();
  return (
    <Box ref={register({ kind: 'row', key: rowKey })} component="section" aria-labelledby={`${id}-card-${rowKey}`} sx={cardSx} data-group-card>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" sx={headerSx}>
        <Typography component="h3" variant="subtitle1" id={`${id}-card-${rowKey}`}>
          {t('group.entryTitle', { label, n: index + 1 })}
        </Typography>
        <RowActions
          rowKey={rowKey}
          number={index + 1}
          canEdit={onEdit !== undefined}
          canDelete={index >= minRows}
          disabled={disabled}
          register={register}
          onEdit={() => onEdit?.(index)}
          onDelete={() => onDelete(index)}
        />
      </Stack>
      <ElementDispatch uischema={detail} schema={items} path={`${path}.${index}`} renderers={renderers} cells={cells} />
    </Box>
  );
});
