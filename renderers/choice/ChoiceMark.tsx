import type { InputHTMLAttributes } from 'react';
import { classes } from '../core/classNames';
import { CHOICE_CLASS } from './choiceStyles';

const RADIO_UNCHECKED = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const RADIO_DOT = 'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z';
const BOX_CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BOX_BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={classes(CHOICE_CLASS.icon, 'MuiSvgIcon-root', className)} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}

/** Props of `ChoiceMark`: those of its native input, whose `type`, `checked` and `disabled` also choose the look. */
export interface ChoiceMarkProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'size'> {
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled: boolean;
  /** MUI's default size is medium (a 24 px icon); the choice controls use small (20 px). */
  size?: 'small' | 'medium';
}

/**
 * MUI's `Radio` or `Checkbox`: its icon in a round hit area (38 px small, 42 px medium), the native input invisible over it (so the
 * browser gives the keys, the form semantics and the label's click). MUI's class names stay on it as markers.
 */
export function ChoiceMark({ type, checked, disabled, size = 'small', ...input }: ChoiceMarkProps) {
  const radio = type === 'radio';
  return (
    <span
      className={classes(
        CHOICE_CLASS.mark,
        radio ? 'MuiRadio-root' : 'MuiCheckbox-root',
        'MuiButtonBase-root',
        size === 'medium' && CHOICE_CLASS.medium,
        checked && `${CHOICE_CLASS.checked} Mui-checked`,
        disabled && `${CHOICE_CLASS.disabled} Mui-disabled`,
      )}
    >
      <input {...input} type={type} checked={checked} disabled={disabled} className={`${CHOICE_CLASS.input} PrivateSwitchBase-input`} />
      {radio ? (
        <span className={CHOICE_CLASS.radioIcon}>
          <Icon path={RADIO_UNCHECKED} />
          <Icon path={RADIO_DOT} className={classes(CHOICE_CLASS.radioDot, checked && CHOICE_CLASS.radioDotOn)} />
        </span>
      ) : (
        <Icon path={checked ? BOX_CHECKED : BOX_BLANK} />
      )}
    </span>
  );
}
