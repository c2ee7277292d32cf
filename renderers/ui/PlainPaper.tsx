import type { HTMLAttributes } from 'react';
import classes from './PlainPaper.module.css';

/** Props of {@link PlainPaper}: MUI Paper's look, chosen by the same names. */
export interface PlainPaperProps extends HTMLAttributes<HTMLElement> {
  /** `elevation`: MUI's default elevation-1 shadow; `outlined`: a thin border instead. */
  variant?: 'elevation' | 'outlined';
  square?: boolean;
  /** The element drawn (a landmark or sectioning element where the paper is one). */
  component?: 'div' | 'section' | 'article' | 'nav' | 'aside';
}

/** A surface drawn as MUI's `Paper` by static CSS (white, rounded, elevation 1 or outlined). */
export function PlainPaper({ variant = 'elevation', square = false, component: Element = 'div', className, ...rest }: PlainPaperProps) {
  return <Element {...rest} className={className ? `${classes.paper} ${className}` : classes.paper} data-variant={variant} data-square={square} />;
}
