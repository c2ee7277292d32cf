import type { ControlProps } from '@jsonforms/core';
import type { useControl } from '../core/useControl';

/** What `useControl` gives a choice control: its ids, options, modes and blur handler. */
export type ControlState = ReturnType<typeof useControl>;

/** The label, requiredness and errors a control's `FieldFrame` shows. */
export const frameOf = ({ label, required, errors }: ControlProps): { label: string; required: boolean; errors: string } => ({ label, required: required ?? false, errors });
