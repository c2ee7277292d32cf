import { GlobalStyles, type Theme } from '@mui/material';
import { doubledClass } from '../core/frameStyles';
import { BUTTON_BASE_RULES, SVG_ICON_RULES } from '../core/muiBaseRules';

/**
 * Class names of the date inputs' calendar buttons. A form may hold dozens of date inputs: one stylesheet per form
 * costs far less than an adornment, an icon button and an icon (each a styled element) per input. The rules are those
 * of MUI's end adornment and edge icon button, as the MUI X date field drew them.
 */
export const DATE_CLASS = {
  adornment: 'pf-date-adornment',
  button: 'pf-date-button',
  icon: 'pf-date-icon',
} as const;

const rules = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    [doubledClass(DATE_CLASS.adornment)]: {
      display: 'flex',
      height: '0.01em',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      marginLeft: 8,
      color: palette.action.active,
    },
    [doubledClass(DATE_CLASS.button)]: {
      ...BUTTON_BASE_RULES,
      marginRight: -12,
      padding: 8,
      borderRadius: '50%',
      appearance: 'none',
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(24),
      color: palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: theme.alpha(palette.action.active, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:focus-visible': { backgroundColor: theme.alpha(palette.action.active, palette.action.focusOpacity) },
      '&:disabled': { pointerEvents: 'none', cursor: 'default', backgroundColor: 'transparent', color: palette.action.disabled },
    },
    [doubledClass(DATE_CLASS.icon)]: { ...SVG_ICON_RULES, fontSize: 'inherit' },
  };
};

/** The date inputs' stylesheet; rendered once by each form. */
export function DateStyles() {
  return <GlobalStyles styles={rules} />;
}
