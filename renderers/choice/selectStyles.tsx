import { GlobalStyles, type Theme } from '@mui/material';
import { doubledClass } from '../core/classNames';
import { INPUT_CLASS } from '../core/inputStyles';
import { SVG_ICON_RULES } from '../core/muiBaseRules';
import { choiceRules } from './choiceStyles';

/**
 * Class names of the light selects' own parts. A form may hold dozens of selects: one stylesheet per form costs far
 * less than a styled element (and its serialised styles) per select. The rules are those of MUI's outlined Select.
 */
export const SELECT_CLASS = {
  display: 'pf-select',
  icon: 'pf-select-icon',
  iconOpen: 'pf-select-icon-open',
  placeholder: 'pf-select-placeholder',
} as const;

const rules = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  const radius = (theme.vars ?? theme).shape.borderRadius;
  return {
    // Inside the input box, and doubled: outranks the box's control padding and height, as MUI's `&&&` does.
    [`.${INPUT_CLASS.root} ${doubledClass(SELECT_CLASS.display)}`]: {
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: radius,
      height: 'auto',
      minHeight: '1.4375em',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      paddingRight: 32,
      '&:focus': { borderRadius: radius },
      '&[aria-disabled="true"]': { cursor: 'default' },
    },
    [doubledClass(SELECT_CLASS.icon)]: {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      ...SVG_ICON_RULES,
      fontSize: theme.typography.pxToRem(24),
      color: palette.action.active,
    },
    [`.Mui-disabled > ${doubledClass(SELECT_CLASS.icon)}`]: { color: palette.action.disabled },
    [doubledClass(SELECT_CLASS.iconOpen)]: { transform: 'rotate(180deg)' },
    [doubledClass(SELECT_CLASS.placeholder)]: { color: palette.text.disabled },
  };
};

const choiceControlRules = (theme: Theme) => ({ ...rules(theme), ...choiceRules(theme) });

/** The choice controls' stylesheet (light selects, radio and checkbox marks); rendered once by each form. */
export function SelectStyles() {
  return <GlobalStyles styles={choiceControlRules} />;
}
