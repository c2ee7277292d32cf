import type { HTMLAttributes } from 'react';
import type { CssVariables } from './cssVariables';
import classes from './PlainStack.module.css';

/** Props of {@link PlainStack}: MUI Stack's layout, chosen by similar names. */
export interface PlainStackProps extends HTMLAttributes<HTMLElement> {
  /** The space between items, in theme units (8 px). */
  spacing?: number;
  /** `row-from-sm`: a column on a phone, a row from 600 px (MUI's `{ xs: 'column', sm: 'row' }`). */
  direction?: 'column' | 'row' | 'row-from-sm';
  /** Items of a row wrap onto new lines. */
  wrap?: boolean;
  /** Items of a row centred across it (MUI's `alignItems: 'center'`). */
  centred?: boolean;
  /** The element drawn; a list (`ul`) loses its bullets and indent. */
  component?: 'div' | 'ul' | 'li' | 'section';
}

/** Items laid out in a column or a row with even space between them, as MUI's `Stack`, by static CSS. */
export function PlainStack({ spacing = 0, direction = 'column', wrap = false, centred = false, component: Element = 'div', className, style, ...rest }: PlainStackProps) {
  const look: CssVariables = { '--stack-gap': `${spacing * 8}px`, ...style };
  return (
    <Element
      {...rest}
      className={className ? `${classes.stack} ${className}` : classes.stack}
      data-direction={direction}
      data-wrap={wrap || undefined}
      data-centred={centred || undefined}
      style={look}
    />
  );
}
