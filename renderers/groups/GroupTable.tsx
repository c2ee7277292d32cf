import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry, JsonSchema } from '@jsonforms/core';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { memo } from 'react';
import { useT } from '../core/context';
import { ElementDispatch } from '../core/ElementDispatch';
import { NO_VALUE } from '../core/PreviewValue';
import { compactCellSx, stickyCellSx } from './cellStyles';
import type { GroupColumn } from './groupOptions';
import { RowActions } from './RowActions';
import type { FocusTarget } from './useRows';

/** Narrowest width at which a column's control still shows what was typed (a date range holds two dates). */
const CONTROL_MIN_WIDTH: Record<string, number> = { dateRange: 460, date: 170, phone: 260, levels: 200 };
const DEFAULT_MIN_WIDTH = 140;

/** A column is at least as wide as the operator asked and as its control needs; the table scrolls in its frame when they add up past the card. */
function columnMinWidth(column: GroupColumn): number {
  const fieldType = column.element.options?.fieldType;
  const needed = (typeof fieldType === 'string' ? CONTROL_MIN_WIDTH[fieldType] : undefined) ?? DEFAULT_MIN_WIDTH;
  return Math.max(column.width ?? 0, needed);
}

export interface GroupTableProps {
  /** The group's input id: header and row-header ids derive from it. */
  id: string;
  path: string;
  columns: GroupColumn[];
  items: JsonSchema;
  keys: string[];
  /** Read-only display: no actions column. */
  preview: boolean;
  disabled: boolean;
  minRows: number;
  register: (target: FocusTarget) => (element: HTMLElement | null) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  renderers?: JsonFormsRendererRegistryEntry[] | undefined;
  cells?: JsonFormsCellRendererRegistryEntry[] | undefined;
}

const rowSx = { verticalAlign: 'top' } as const;

/** Table layout (and every group in preview): column headers, one row per entry, each cell drawn by its column's control. */
export function GroupTable({ id, path, columns, items, keys, preview, disabled, minRows, register, onEdit, onDelete, renderers, cells }: GroupTableProps) {
  const t = useT();
  return (
    // Focusable so that keyboard users can scroll a wide table; named by the group's label.
    <TableContainer
      sx={{ overflowX: 'auto', maxWidth: '100%', mb: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      tabIndex={0}
      role="region"
      aria-labelledby={`${id}-label`}
      data-group-frame
    >
      <Table size="small" aria-labelledby={`${id}-label`} data-group-table>
        <TableHead>
          <TableRow>
            <TableCell id={`${id}-col-n`} sx={{ ...stickyCellSx, width: 56, zIndex: 3 }}>
              {t('group.number')}
            </TableCell>
            {columns.map((column, at) => (
              <TableCell key={at} id={`${id}-col-${at}`} sx={{ minWidth: columnMinWidth(column) }}>
                {column.label}
                {column.element.options?.required === true && !preview && (
                  <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
                    *
                  </Box>
                )}
              </TableCell>
            ))}
            {!preview && <TableCell>{t('group.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key, index) => (
            <GroupTableRow
              key={key}
              rowKey={key}
              index={index}
              id={id}
              path={path}
              columns={columns}
              items={items}
              preview={preview}
              disabled={disabled}
              minRows={minRows}
              register={register}
              onEdit={onEdit}
              onDelete={onDelete}
              renderers={renderers}
              cells={cells}
            />
          ))}
          {keys.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + (preview ? 1 : 2)}>{NO_VALUE}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type GroupTableRowProps = Omit<GroupTableProps, 'keys'> & { rowKey: string; index: number };

/** One row of the table; memoised, so adding or removing a row draws only the rows whose number or state changed. */
const GroupTableRow = memo(function GroupTableRow({ id, path, columns, items, rowKey, index, preview, disabled, minRows, register, onEdit, onDelete, renderers, cells }: GroupTableRowProps) {
  return (
    <TableRow ref={register({ kind: 'row', key: rowKey })} sx={rowSx}>
      <TableCell component="th" scope="row" id={`${id}-row-${rowKey}`} sx={stickyCellSx}>
        {index + 1}
      </TableCell>
      {columns.map((column, at) => (
        <TableCell key={at} headers={`${id}-col-${at} ${id}-row-${rowKey}`}>
          <Box sx={compactCellSx}>
            <ElementDispatch uischema={column.element} schema={items} path={`${path}.${index}`} renderers={renderers} cells={cells} />
          </Box>
        </TableCell>
      ))}
      {!preview && (
        <TableCell>
          <RowActions
            rowKey={rowKey}
            number={index + 1}
            canEdit
            canDelete={index >= minRows}
            disabled={disabled}
            register={register}
            onEdit={() => onEdit(index)}
            onDelete={() => onDelete(index)}
          />
        </TableCell>
      )}
    </TableRow>
  );
});
