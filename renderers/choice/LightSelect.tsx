import { Menu, MenuItem, SelectFocusSourceProvider } from '@mui/material';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { INPUT_CONTROL_CLASS, InputBox } from '../core/InputBox';
import { SELECT_CLASS } from './selectStyles';

/** One choice of a light select. */
export interface LightOption {
  value: string;
  label: ReactNode;
}

/** What the select's display draws and reports. */
interface SelectDisplayProps {
  id: string;
  onBlur: () => void;
  disabled: boolean;
  required: boolean;
  error: boolean;
  describedBy?: string | undefined;
  options: LightOption[];
  /** The chosen value; `''` for none. */
  value: string;
  onPick: (value: string) => void;
  /** Id of the element that names the select. */
  labelId: string | undefined;
  /** Shown while nothing is chosen. */
  placeholder: string | undefined;
  menuMaxHeight: number;
}

/** Props of `LightSelect`. */
export interface LightSelectProps extends SelectDisplayProps {
  width?: string | number | undefined;
}

const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

type MenuState = 'closed' | 'open' | 'closing';

/**
 * The select's display (`role="combobox"`), in the input box's outline as MUI's Select draws it. Its menu is mounted
 * only from the first open until it has closed again: a closed select is one div and an arrow.
 */
function SelectDisplay({ id, options, value, onPick, labelId, placeholder, menuMaxHeight, onBlur, disabled, required, error, describedBy }: SelectDisplayProps) {
  const [menu, setMenu] = useState<MenuState>('closed');
  // Whether the menu was opened by pointer or keyboard: its items show a focus ring only for the keyboard.
  const [openedBy, setOpenedBy] = useState<'mouse' | 'keyboard'>('mouse');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const display = useRef<HTMLDivElement | null>(null);
  const listboxId = useId();
  // A click on the field's label focuses the select, as on a native control.
  useEffect(() => {
    const label = labelId ? document.getElementById(labelId) : null;
    if (!label) return undefined;
    const focus = () => {
      if (getSelection()?.isCollapsed !== false) display.current?.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [labelId]);
  const open = (by: 'mouse' | 'keyboard') => {
    setOpenedBy(by);
    setAnchor(display.current?.parentElement ?? null);
    setMenu('open');
  };
  const close = () => setMenu((current) => (current === 'open' ? 'closing' : current));
  const pick = (next: string) => {
    if (next !== value) onPick(next);
    close();
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || disabled) return;
    event.preventDefault();
    display.current?.focus();
    open('mouse');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    open('keyboard');
  };
  // While the menu is open focus is in it: the select is not left, so the field is not touched yet.
  const onDisplayBlur = () => {
    if (menu === 'closed') onBlur();
  };
  const chosen = options.find((option) => option.value === value);
  const shown = chosen && value !== '' ? chosen.label : undefined;
  return (
    <>
      <div
        ref={display}
        id={id}
        className={`${INPUT_CONTROL_CLASS} MuiSelect-select MuiSelect-outlined ${SELECT_CLASS.display}`}
        tabIndex={disabled ? undefined : 0}
        role="combobox"
        aria-controls={menu === 'open' ? listboxId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        aria-expanded={menu === 'open' ? 'true' : 'false'}
        aria-haspopup="listbox"
        aria-labelledby={[labelId, id].filter(Boolean).join(' ') || undefined}
        aria-describedby={describedBy}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        onBlur={onDisplayBlur}
      >
        {shown ?? <span className={SELECT_CLASS.placeholder}>{placeholder ?? '\u00a0'}</span>}
      </div>
      <svg className={`${SELECT_CLASS.icon}${menu === 'open' ? ` ${SELECT_CLASS.iconOpen}` : ''}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
      {menu !== 'closed' && (
        <SelectFocusSourceProvider value={openedBy}>
          <Menu
            anchorEl={anchor}
            open={menu === 'open'}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            transformOrigin={{ vertical: 'top', horizontal: 'center' }}
            slotProps={{
              transition: { onExited: () => setMenu('closed') },
              list: { role: 'listbox', id: listboxId, 'aria-labelledby': labelId, disableListWrap: true },
              paper: { style: { minWidth: anchor?.clientWidth, maxHeight: menuMaxHeight } },
            }}
          >
            {options.map((option) => (
              <MenuItem
                key={option.value}
                selected={option.value === value}
                aria-selected={option.value === value ? 'true' : 'false'}
                role="option"
                data-value={option.value}
                onClick={() => pick(option.value)}
                // Space opened the menu: its key-up must not choose the item it lands on.
                onKeyUp={(event) => {
                  if (event.key === ' ') event.preventDefault();
                }}
              >
                {option.label}
              </MenuItem>
            ))}
          </Menu>
        </SelectFocusSourceProvider>
      )}
    </>
  );
}

/**
 * A single select that looks and behaves as MUI's outlined Select (opens on click, Space, Enter and the arrow keys;
 * names itself by its label and its value), but mounts its menu only while it is open.
 */
export function LightSelect({ width, ...display }: LightSelectProps) {
  return (
    <InputBox error={display.error} disabled={display.disabled} style={{ width: width ?? '100%', maxWidth: '100%' }}>
      <SelectDisplay {...display} />
    </InputBox>
  );
}
