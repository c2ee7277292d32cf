import type { CSSProperties } from 'react';

/** An inline style that also sets CSS custom properties (`--name`), which React passes on to the element as they are. */
export type CssVariables = CSSProperties & { [name: `--${string}`]: string | undefined };
