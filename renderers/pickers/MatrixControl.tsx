import type { ControlProps } from '@jsonforms/core';
import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { blurLeavingGroup } from '../core/blurLeavingGroup';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { isObject } from '../core/isObject';
import { useControl } from '../core/useControl';
import { withControlProps } from '../core/withControlProps';
import { ChoiceMark } from '../choice/ChoiceMark';
import { ChoiceLabel } from '../choice/ChoiceOption';
import { CHOICE_CLASS } from '../choice/choiceStyles';

interface MatrixRow {
  value: string;
  label: string;
}

/** The adapter's rows (`[{ value, label }]`), ignoring anything malformed. */
export function matrixRows(value: unknown): MatrixRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown) => {
    const item = isObject(row) ? row : {};
    return typeof item.value === 'string' ? [{ value: item.value, label: typeof item.label === 'string' ? item.label : item.value }] : [];
  });
}

const answers = (data: unknown): Record<string, unknown> => (isObject(data) ? data : {});

/** The column chosen in `row`, read from the answers' own keys (a row valued `constructor` is a row like any other). */
const answerOf = (value: Record<string, unknown>, row: string): unknown => (Object.hasOwn(value, row) ? value[row] : undefined);

/** Below 600 px (`sm`) each row is a card of labelled radios; above, a grid under column headers. */
const ROW_SX = {
  display: { xs: 'block', sm: 'grid' },
  gridTemplateColumns: { sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
  gap: 1,
  alignItems: 'center',
  p: { xs: 1.5, sm: 0.5 },
  mb: { xs: 1.5, sm: 0 },
  border: { xs: 1, sm: 0 },
  borderBottom: 1,
  borderColor: 'divider',
  borderRadius: { xs: 1, sm: 0 },
} as const;

/** The columns side by side: stacked on phones, a grid of equal columns from `sm`. */
const columnsSxOf = (count: number) => ({ display: { xs: 'flex', sm: 'grid' }, flexDirection: 'column', gridTemplateColumns: `repeat(${Math.max(count, 1)}, minmax(0, 1fr))` });

type ColumnsSx = ReturnType<typeof columnsSxOf>;

/** The preview's lines: "row: column" for each answered row. */
function previewLines(rows: MatrixRow[], columns: string[], value: Record<string, unknown>, t: ReturnType<typeof useT>): string[] {
  return rows.flatMap((row) => {
    const column = columns[Number(answerOf(value, row.value)) - 1];
    return column === undefined ? [] : [t('pickers.rowAnswer', { row: row.label, column })];
  });
}

/** The columns' headers above the rows, from `sm` (hidden from screen readers: each radio is named by its column). */
function MatrixHeader({ columns, columnsSx }: { columns: string[]; columnsSx: ColumnsSx }) {
  return (
    <Box aria-hidden="true" sx={{ ...ROW_SX, display: { xs: 'none', sm: 'grid' } }}>
      <span />
      <Box sx={columnsSx}>
        {columns.map((column, index) => (
          <Typography key={index} variant="body2" sx={{ textAlign: 'center', fontWeight: 500 }}>
            {column}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

interface MatrixRowProps {
  controlId: string;
  rowIndex: number;
  row: MatrixRow;
  columns: string[];
  columnsSx: ColumnsSx;
  /** The row's stored answer. */
  answer: unknown;
  disabled: boolean;
  /** Called with the 1-based column chosen. */
  onChoose: (column: number) => void;
}

/** One row of the matrix: its label and a radio group of the columns. */
function MatrixRowGroup({ controlId, rowIndex, row, columns, columnsSx, answer, disabled, onChoose }: MatrixRowProps) {
  const rowLabelId = `${controlId}-row-${rowIndex}`;
  const chosen = typeof answer === 'number' ? String(answer) : '';
  return (
    <Box sx={ROW_SX}>
      <Typography id={rowLabelId} variant="body2" sx={{ mb: { xs: 1, sm: 0 }, fontWeight: { xs: 500, sm: 400 } }}>
        {row.label}
      </Typography>
      <Box role="radiogroup" aria-labelledby={rowLabelId} className="MuiFormGroup-root MuiRadioGroup-root" sx={{ flexWrap: 'wrap', ...columnsSx }}>
        {columns.map((column, index) => (
          <ChoiceLabel
            key={index}
            disabled={disabled}
            className={CHOICE_CLASS.cell}
            mark={
              <ChoiceMark
                type="radio"
                id={rowIndex === 0 && index === 0 ? controlId : undefined}
                name={`${controlId}-${rowIndex}`}
                value={String(index + 1)}
                checked={chosen === String(index + 1)}
                disabled={disabled}
                onChange={() => onChoose(index + 1)}
              />
            }
            // Read, and shown on phones only: from `sm` the column headers show it.
            label={<span className={CHOICE_CLASS.textHiddenFromSm}>{column}</span>}
          />
        ))}
      </Box>
    </Box>
  );
}

/** Type 9: rows rated by columns, one radio group per row; the value maps each row to its 1-based column. */
export function MatrixControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const rows = matrixRows(control.options.rows);
  const columns = Array.isArray(control.options.columns) ? control.options.columns.map(String) : [];
  const value = answers(data);
  if (control.preview) {
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>{previewLines(rows, columns, value, t).join('\n')}</PreviewValue>
      </FieldFrame>
    );
  }
  const columnsSx = columnsSxOf(columns.length);
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group>
      {/* Touched once focus leaves the whole matrix, not when it moves from row to row. */}
      <Box onBlur={blurLeavingGroup(control.onBlur)}>
        <MatrixHeader columns={columns} columnsSx={columnsSx} />
        {rows.map((row, rowIndex) => (
          <MatrixRowGroup
            key={row.value}
            controlId={control.id}
            rowIndex={rowIndex}
            row={row}
            columns={columns}
            columnsSx={columnsSx}
            answer={answerOf(value, row.value)}
            disabled={control.disabled}
            onChoose={(column) => handleChange(path, { ...value, [row.value]: column })}
          />
        ))}
      </Box>
    </FieldFrame>
  );
}

export default withControlProps(memo(MatrixControl));
