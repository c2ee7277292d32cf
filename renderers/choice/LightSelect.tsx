import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useT } from '../core/context';
import { FRAME_CLASS } from '../core/frameStyles';
import { INPUT_CONTROL_CLASS, InputBox } from '../core/InputBox';
import { deferredPart } from '../deferred/deferredPart';
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

/** Whether the menu's code failed to load when the select last asked for it. */
interface MenuLoadProps {
  loadFailed: boolean;
  setLoadFailed: (failed: boolean) => void;
}

const failedIdOf = (id: string) => `${id}-menu-failed`;

/** MUI's Menu, MenuItem, Popover and Modal: loaded when a select is first approached (focus, pointer, touch), not with the form. */
const menuPart = deferredPart(() => import('./LightSelectMenu').then((module) => module.LightSelectMenu));

/** Starts loading the menu's code; a failure is reported when the menu is asked to open. */
const preloadMenu = () => {
  menuPart.load().catch(() => undefined);
};

/**
 * The select's display (`role="combobox"`), in the input box's outline as MUI's Select draws it. Its menu is mounted
 * only from the first open until it has closed again: a closed select is one div and an arrow. An open asked for
 * before the menu's code has arrived opens it when it does; if it cannot load, a translated error says so under the box.
 */
function SelectDisplay(props: SelectDisplayProps & MenuLoadProps) {
  const { id, options, value, onPick, labelId, placeholder, menuMaxHeight, onBlur, disabled, required, error, describedBy, loadFailed, setLoadFailed } = props;
  const [menu, setMenu] = useState<MenuState>('closed');
  // Whether the menu was opened by pointer or keyboard: its items show a focus ring only for the keyboard.
  const [openedBy, setOpenedBy] = useState<'mouse' | 'keyboard'>('mouse');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Draws again once the menu's code has arrived (it is read from the part, not from state).
  const [, redraw] = useReducer((count: number) => count + 1, 0);
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
    if (menuPart.current) return;
    menuPart.load().then(
      () => {
        setLoadFailed(false);
        redraw();
      },
      () => {
        setLoadFailed(true);
        setMenu('closed');
      },
    );
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
  const Menu = menuPart.current;
  const expanded = menu === 'open' && Menu !== undefined;
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
        aria-controls={expanded ? listboxId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        aria-expanded={expanded ? 'true' : 'false'}
        aria-haspopup="listbox"
        aria-labelledby={[labelId, id].filter(Boolean).join(' ') || undefined}
        aria-describedby={[describedBy, loadFailed ? failedIdOf(id) : ''].filter(Boolean).join(' ') || undefined}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        onBlur={onDisplayBlur}
        onFocus={preloadMenu}
        onPointerEnter={preloadMenu}
        onTouchStart={preloadMenu}
      >
        {shown ?? <span className={SELECT_CLASS.placeholder}>{placeholder ?? '\u00a0'}</span>}
      </div>
      <svg className={`${SELECT_CLASS.icon}${expanded ? ` ${SELECT_CLASS.iconOpen}` : ''}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
      {menu !== 'closed' && Menu && (
        <Menu
          anchor={anchor}
          open={menu === 'open'}
          openedBy={openedBy}
          listboxId={listboxId}
          labelId={labelId}
          options={options}
          value={value}
          maxHeight={menuMaxHeight}
          onPick={pick}
          onClose={close}
          onExited={() => setMenu('closed')}
        />
      )}
    </>
  );
}

/**
 * A single select that looks and behaves as MUI's outlined Select (opens on click, Space, Enter and the arrow keys;
 * names itself by its label and its value), but mounts its menu only while it is open.
 */
export function LightSelect({ width, ...display }: LightSelectProps) {
  const t = useT();
  const [loadFailed, setLoadFailed] = useState(false);
  return (
    <>
      <InputBox error={display.error} disabled={display.disabled} style={{ width: width ?? '100%', maxWidth: '100%' }}>
        <SelectDisplay {...display} loadFailed={loadFailed} setLoadFailed={setLoadFailed} />
      </InputBox>
      {loadFailed && (
        <p id={failedIdOf(display.id)} role="alert" className={`${FRAME_CLASS.helper} ${FRAME_CLASS.error} MuiFormHelperText-root Mui-error`}>
          {t('choice.menuFailed')}
        </p>
      )}
    </>
  );
}
