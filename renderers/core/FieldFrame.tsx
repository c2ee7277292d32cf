import { type Theme, useTheme } from '@mui/material';
import { type CSSProperties, type ReactNode, useContext } from 'react';
import { classes } from './classNames';
import { ControlBoundary } from './ControlBoundary';
import { ControlErrors } from './controlErrors';
import { FRAME_CLASS } from './frameStyles';
import { isObject } from './isObject';

export interface FieldFrameProps {
  /** Id of the control's input (or of its group when `group` is set). */
  id: string;
  label: string;
  required: boolean;
  /** Error messages, as JSON Forms joins them; shown only when not empty. Inside a control drawn by `withControlProps`, the wrapper's current ones are shown. */
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

/** A colour as `sx` reads it: a palette path (`grey.100`) or any CSS colour. */
function themeColor(theme: Theme, color: string): string {
  const found = color.split('.').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), (theme.vars ?? theme).palette);
  return typeof found === 'string' ? found : color;
}

/** A width as `sx` reads it: a number in (0, 1] (or a text of one) is a fraction of the line, any other number pixels. */
const sxWidth = (width: string | number | undefined): string | number | undefined =>
  width !== undefined && Number(width) <= 1 && width !== 0 ? `${Number(width) * 100}%` : width;

/** The label's own width beside its input (labels on the left); the frame's stylesheet does the rest. */
const widthStyle = (width: string | number | undefined): CSSProperties | undefined => (width === undefined ? undefined : { width: sxWidth(width) });

/** MUI's class names of helper texts, kept on the frame's own: group table cells and tests select on them. */
const HELPER_MARKER = 'MuiFormHelperText-root';
const ERROR_MARKER = 'Mui-error';

/**
 * One frame for every portal control: label, required mark, remark and tips, hint, and errors. Its texts are plain
 * elements styled by the frame's stylesheet (what MUI's FormLabel, FormHelperText and caption Typography draw): a long
 * form draws hundreds, and re-draws every frame whose errors change.
 */
export function FieldFrame({ id, label, required, errors: given, options, group = false, hint, children }: FieldFrameProps) {
  const theme = useTheme();
  const fromControl = useContext(ControlErrors);
  const errors = fromControl?.id === id ? fromControl.message : given;
  const remark = typeof options.remark === 'string' ? options.remark : '';
  const tips = typeof options.tips === 'string' ? options.tips : '';
  const labelLeft = options.labelPosition === 'left';
  const labelWidth = asSize(options.labelWidth);
  const background = typeof options.background === 'string' ? options.background : undefined;
  const hasHint = Boolean(remark || tips || hint);
  const Frame = group ? 'fieldset' : 'div';
  const labelText = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className={FRAME_CLASS.required}>
          *
        </span>
      )}
    </>
  );
  return (
    <Frame
      className={classes(FRAME_CLASS.frame, labelLeft && FRAME_CLASS.frameLeft, background !== undefined && FRAME_CLASS.frameBackground)}
      style={background === undefined ? undefined : { backgroundColor: themeColor(theme, background) }}
      {...(group ? { 'aria-describedby': describedBy(id, { hasHint, hasError: errors !== '' }) } : {})}
    >
      {label &&
        (group ? (
          <legend
            id={`${id}-label`}
            className={classes(FRAME_CLASS.labelText, FRAME_CLASS.legend, labelLeft && FRAME_CLASS.legendLeft)}
            style={widthStyle(labelLeft ? labelWidth ?? 160 : undefined)}
          >
            {labelText}
          </legend>
        ) : (
          <label htmlFor={id} id={`${id}-label`} className={classes(FRAME_CLASS.labelText, FRAME_CLASS.label)} style={widthStyle(labelLeft ? labelWidth ?? 160 : undefined)}>
            {labelText}
          </label>
        ))}
      <div className={FRAME_CLASS.field}>
        <ControlBoundary>{children}</ControlBoundary>
        {hasHint && (
          <div id={`${id}-hint`}>
            {hint && <div className={classes(FRAME_CLASS.helper, HELPER_MARKER)}>{hint}</div>}
            {remark && <p className={classes(FRAME_CLASS.helper, HELPER_MARKER)}>{remark}</p>}
            {tips && <p className={FRAME_CLASS.tips}>{tips}</p>}
          </div>
        )}
        {errors !== '' && (
          <p id={`${id}-error`} className={classes(FRAME_CLASS.helper, FRAME_CLASS.error, HELPER_MARKER, ERROR_MARKER)} role="alert">
            {errors}
          </p>
        )}
      </div>
    </Frame>
  );
}
