import { type Theme, keyframes } from '@mui/material';
import { doubledClass } from '../core/classNames';
import { FRAME_CLASS } from '../core/frameStyles';
import { BUTTON_BASE_RULES, SVG_ICON_RULES } from '../core/muiBaseRules';

/**
 * Class names of the radio and checkbox marks (`ChoiceMark`) and their labels: MUI's small `Radio` and `Checkbox` in a
 * `FormControlLabel`, drawn by the choice controls' stylesheet. A long form draws hundreds of options; plain elements
 * cost one class per state where MUI's ButtonBase, SwitchBase and Typography each add a styled component.
 */
export const CHOICE_CLASS = {
  /** RadioGroup's or FormGroup's column of options; a row with `row`. */
  group: 'pf-choice-group',
  row: 'pf-choice-group-row',
  /** One option and its tips (the `Box` MUI's options sat in). */
  item: 'pf-choice-item',
  label: 'pf-choice-label',
  labelDisabled: 'pf-choice-label-disabled',
  text: 'pf-choice-text',
  mark: 'pf-mark',
  checked: 'pf-mark-checked',
  disabled: 'pf-mark-disabled',
  medium: 'pf-mark-medium',
  input: 'pf-mark-input',
  icon: 'pf-mark-icon',
  radioIcon: 'pf-radio-icon',
  radioDot: 'pf-radio-dot',
  radioDotOn: 'pf-radio-dot-on',
  tips: 'pf-choice-tips',
  /** A matrix cell's label: no margins, at the start of its card on phones, centred in its column from `sm`. */
  cell: 'pf-choice-cell',
  /** A label text read but not shown from `sm` (a matrix's column headers show it). */
  textHiddenFromSm: 'pf-choice-text-sm-hidden',
  /** A `Stack` of inputs: a column on phones, a row from the `sm` breakpoint; `stackWrap` wraps the row. */
  stack: 'pf-choice-stack',
  stackWrap: 'pf-choice-stack-wrap',
} as const;

// MUI's TouchRipple pulsating while a SwitchBase has keyboard focus.
const pulsate = keyframes`
  0% { transform: scale(1); }
  50% { transform: scale(0.92); }
  100% { transform: scale(1); }
`;

/** MUI's `FormGroup` (a column or a row of options) and `FormControlLabel` (a mark and its label). */
function groupRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    [doubledClass(CHOICE_CLASS.group)]: { display: 'flex', flexDirection: 'column', flexWrap: 'wrap' },
    [doubledClass(CHOICE_CLASS.row)]: { flexDirection: 'row' },
    [doubledClass(CHOICE_CLASS.item)]: { marginRight: theme.spacing(2) },
    // One class, as MUI's own: a Stack's rule for its children's margins outranks it there, as it did FormControlLabel's.
    [`.${CHOICE_CLASS.label}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      marginLeft: -11,
      marginRight: 16,
    },
    [doubledClass(CHOICE_CLASS.labelDisabled)]: { cursor: 'default' },
    [doubledClass(CHOICE_CLASS.text)]: { margin: 0, ...theme.typography.body1 },
    [`.${CHOICE_CLASS.labelDisabled} > ${doubledClass(CHOICE_CLASS.text)}`]: { color: palette.text.disabled },
  };
}

/** MUI's small `Radio`/`Checkbox`: SwitchBase on ButtonBase, its native input invisible over the mark. */
function markRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const { transitions } = theme;
  const mark = doubledClass(CHOICE_CLASS.mark);
  return {
    [mark]: {
      ...BUTTON_BASE_RULES,
      color: palette.text.secondary,
      padding: 9,
      borderRadius: '50%',
      '&:hover': { backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      // The keyboard focus: the ripple MUI shows then, a translucent circle of the mark's colour.
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: '50%',
        backgroundColor: 'currentColor',
        opacity: 0,
        pointerEvents: 'none',
      },
      '&:has(:focus-visible)::after': { opacity: 0.3, animation: `${pulsate} 2500ms ${transitions.easing.easeInOut} 200ms infinite` },
    },
    [`${mark}.${CHOICE_CLASS.checked}`]: { color: palette.primary.main },
    [`${mark}.${CHOICE_CLASS.disabled}`]: { color: palette.action.disabled, pointerEvents: 'none', cursor: 'default' },
    [doubledClass(CHOICE_CLASS.input)]: {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      width: '100%',
      height: '100%',
      top: 0,
      left: 0,
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
  };
}

/** The marks' icons, the radio's dot growing in when it is checked. */
function iconRules(theme: Theme) {
  const { transitions } = theme;
  return {
    [doubledClass(CHOICE_CLASS.icon)]: {
      ...SVG_ICON_RULES,
      fontSize: theme.typography.pxToRem(20),
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    },
    [`.${CHOICE_CLASS.medium} ${doubledClass(CHOICE_CLASS.icon)}`]: { fontSize: theme.typography.pxToRem(24) },
    [doubledClass(CHOICE_CLASS.radioIcon)]: { position: 'relative', display: 'flex' },
    [`.${CHOICE_CLASS.radioIcon} > ${doubledClass(CHOICE_CLASS.icon)}:first-of-type`]: { transform: 'scale(1)' },
    [doubledClass(CHOICE_CLASS.radioDot)]: {
      left: 0,
      position: 'absolute',
      transform: 'scale(0)',
      transition: transitions.create('transform', { easing: transitions.easing.easeIn, duration: transitions.duration.shortest }),
    },
    [doubledClass(CHOICE_CLASS.radioDotOn)]: {
      transform: 'scale(1)',
      transition: transitions.create('transform', { easing: transitions.easing.easeOut, duration: transitions.duration.shortest }),
    },
  };
}

/** Stacks of inputs, a matrix's cells and an option's tips. */
function layoutRules(theme: Theme) {
  return {
    [doubledClass(CHOICE_CLASS.stack)]: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1), [theme.breakpoints.up('sm')]: { flexDirection: 'row' } },
    [doubledClass(CHOICE_CLASS.stackWrap)]: { flexWrap: 'wrap' },
    [`${doubledClass(CHOICE_CLASS.label)}.${CHOICE_CLASS.cell}`]: { margin: 0, justifyContent: 'flex-start', [theme.breakpoints.up('sm')]: { justifyContent: 'center' } },
    [doubledClass(CHOICE_CLASS.textHiddenFromSm)]: {
      [theme.breakpoints.up('sm')]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    },
    // FormHelperText under an option, indented to its label.
    [`${doubledClass(FRAME_CLASS.helper)}.${CHOICE_CLASS.tips}`]: { marginTop: theme.spacing(-0.5), marginLeft: theme.spacing(4) },
  };
}

/** MUI's `FormGroup`, `FormControlLabel`, small `Radio`/`Checkbox` (SwitchBase on ButtonBase) and their icons. */
export function choiceRules(theme: Theme) {
  return { ...groupRules(theme), ...markRules(theme), ...iconRules(theme), ...layoutRules(theme) };
}
