import type { ReactNode } from 'react';

/** One entry of a select; `search` is what typing matches when it is not just the label. */
export interface SelectOption {
  value: string;
  label: string;
  search?: string;
}

/** The menu's height cap, in pixels, for both kinds of select. */
export const MENU_MAX_HEIGHT = 280;

/** What both kinds of select take besides their id, options and value. */
export interface SelectFieldProps {
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
  disabled: boolean;
  /** No empty choice (nor, in a searchable select, a clear button). */
  required: boolean;
  error: boolean;
  describedBy?: string | undefined;
  placeholder?: string | undefined;
}

/** One choice of a light select. */
export interface LightOption {
  value: string;
  label: ReactNode;
}
