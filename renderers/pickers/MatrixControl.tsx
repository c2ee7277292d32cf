import type { ControlProps } from '@jsonforms/core';
import { Box, Typography } from '@mui/material';
import { type FocusEvent, memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
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
    const item = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    return typeof item.value === 'string' ? [{ value: item.value, label: typeof item.label === 'string' ? item.label : item.value }] : [];
  });
}

const answers = (data: unknown): Record<string, unknown> => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});

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

/** Type 9: rows rated by columns, one radio group per row; the value maps each row to its 1-based column. */
export function MatrixControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const rows = matrixRows(control.options.rows);
  const columns = Array.isArray(control.options.columns) ? control.options.columns.map(String) : [];
  const value = answers(data);
  const columnsSx = { display: { xs: 'flex', sm: 'grid' }, flexDirection: 'column', gridTemplateColumns: `repeat(${Math.max(columns.length, 1)}, minmax(0, 1fr))` };
  // The field counts as touched once focus leaves the whole matrix, not when it moves from row to row.
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) control.onBlur();
  };
  if (control.preview) {
    const lines = rows.flatMap((row) => {
      const column = columns[Number(answerOf(value, row.value)) - 1];
      return column === undefined ? [] : [t('pickers.rowAnswer', { row: row.label, column })];
    });
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>{lines.join('\n')}</PreviewValue>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group>
      <Box onBlur={leave}>
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
        {rows.map((row, rowIndex) => {
          const rowLabelId = `${control.id}-row-${rowIndex}`;
          const answer = answerOf(value, row.value);
          const chosen = typeof answer === 'number' ? String(answer) : '';
          return (
            <Box key={row.value} sx={ROW_SX}>
              <Typography id={rowLabelId} variant="body2" sx={{ mb: { xs: 1, sm: 0 }, fontWeight: { xs: 500, sm: 400 } }}>
                {row.label}
              </Typography>
              <Box
                role="radiogroup"
                aria-labelledby={rowLabelId}
                className="MuiFormGroup-root MuiRadioGroup-root"
                sx={{ flexWrap: 'wrap', ...columnsSx }}
              >
                {columns.map((column, index) => (
                  <ChoiceLabel
                    key={index}
                    disabled={control.disabled}
                    className={CHOICE_CLASS.cell}
                    mark={
                      <ChoiceMark
                        type="radio"
                        id={rowIndex === 0 && index === 0 ? control.id : undefined}
                        name={`${control.id}-${rowIndex}`}
                        value={String(index + 1)}
                        checked={chosen === String(index + 1)}
                        disabled={control.disabled}
                        onChange={() => handleChange(path, { ...value, [row.value]: index + 1 })}
                      />
                    }
                    // Read, and shown on phones only: from `sm` the column headers show it.
                    label={<span className={CHOICE_CLASS.textHiddenFromSm}>{column}</span>}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </FieldFrame>
  );
}

export default withControlProps(memo(MatrixControl));
