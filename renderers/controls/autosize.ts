import type { TextareaAutosizeProps } from '@mui/material/TextareaAutosize';
import { deferredComponent } from '../deferred/deferredComponent';
import type { DeferredPart } from '../deferred/deferredPart';
import type { FormMode } from '../core/context';

/**
 * Where the browser sizes a textarea to its text itself (`field-sizing`), the textarea is a plain one held between its
 * row limits by CSS: no script measures each of a long form's textareas (one forced layout apiece) while it opens.
 */
export const SIZES_ITSELF = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * Elsewhere MUI's TextareaAutosize measures it with a hidden twin: its own chunk, loaded with the form's other parts
 * (before the form is drawn) only in those browsers.
 */
export const AutosizeTextarea = deferredComponent<TextareaAutosizeProps>('TextareaAutosize', () => import('@mui/material/TextareaAutosize').then((module) => module.default));

/** What a textarea needs loaded in `mode`: nothing where the browser sizes it, or in preview (no textarea). */
export function textareaParts(mode: FormMode, sizesItself = SIZES_ITSELF): DeferredPart[] {
  return mode === 'edit' && !sizesItself ? [AutosizeTextarea.part] : [];
}
