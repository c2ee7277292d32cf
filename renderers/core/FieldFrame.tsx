import { Box, FormHelperText, FormLabel, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ControlBoundary } from './ControlBoundary';

export interface FieldFrameProps {
  /** Id of the control's input (or of its group when `group` is set). */
  id: string;
  label: string;
  required: boolean;
  /** Error messages, as JSON Forms joins them; shown only when not empty. */
  errors: string;
  /** The UI-schema options the adapter emitted (remark, tips, labelWidth, labelPosition, background…). */
  options: Record<string, unknown>;
  /** Render a fieldset with a legend (radio groups, checkbox groups, matrices, composite inputs). */
  group?: boolean;
  /** Extra hint under the input, e.g. a word count or the accepted file types. */
  hint?: ReactNode;
  children: ReactNode;
}

/** Ids of the hint and error texts of a field, for `aria-describedby`. */
export function describedBy(id: string, { hasHint, hasError }: { hasHint: boolean; hasError: boolean }): string | undefined {
  const ids = [hasHint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

const asSize = (value: unknown): string | number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? value : undefined;

/** One frame for every portal control: label, required mark, remark and tips, hint, and errors. */
export function FieldFrame({ id, label, required, errors, options, group = false, hint, children }: FieldFrameProps) {
  const remark = typeof options.remark === 'string' ? options.remark : '';
  const tips = typeof options.tips === 'string' ? options.tips : '';
  const labelLeft = options.labelPosition === 'left';
  const labelWidth = asSize(options.labelWidth);
  const background = typeof options.background === 'string' ? options.background : undefined;
  const hasHint = Boolean(remark || tips || hint);
  const labelText = (
    <>
      {label}
      {required && (
        <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
          *
        </Box>
      )}
    </>
  );
  return (
    <Box
      component={group ? 'fieldset' : 'div'}
      sx={{
        border: 0,
        m: 0,
        p: background ? 1.5 : 0,
        mb: 2.5,
        minWidth: 0,
        bgcolor: background,
        borderRadius: 1,
        display: labelLeft ? 'flex' : 'block',
        gap: 2,
        alignItems: 'flex-start',
        // Long forms: the browser skips style, layout and paint of fields far off screen.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 80px',
      }}
      {...(group ? { 'aria-describedby': describedBy(id, { hasHint, hasError: errors !== '' }) } : {})}
    >
      {label &&
        (group ? (
          <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 1, p: 0, width: labelLeft ? labelWidth ?? 160 : undefined, float: labelLeft ? 'left' : undefined }}>
            {labelText}
          </FormLabel>
        ) : (
          <FormLabel htmlFor={id} id={`${id}-label`} sx={{ display: 'block', mb: 1, flexShrink: 0, width: labelLeft ? labelWidth ?? 160 : undefined }}>
            {labelText}
          </FormLabel>
        ))}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ControlBoundary>{children}</ControlBoundary>
        {hasHint && (
          <Box id={`${id}-hint`}>
            {hint && <FormHelperText component="div">{hint}</FormHelperText>}
            {remark && <FormHelperText>{remark}</FormHelperText>}
            {tips && (
              <Typography variant="caption" color="text.secondary" component="p">
                {tips}
              </Typography>
            )}
          </Box>
        )}
        {errors !== '' && (
          <FormHelperText id={`${id}-error`} error role="alert">
            {errors}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
