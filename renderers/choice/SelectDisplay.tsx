import { useId, useRef } from 'react';
import { INPUT_CONTROL_CLASS } from '../core/InputBox';
import type { LightSelectMenuProps } from './LightSelectMenu';
import type { LightOption } from './selectOption';
import { SELECT_CLASS } from './selectStyles';
import { useLabelFocus } from './useLabelFocus';
import { PRELOAD_MENU_ON, type SelectMenuState, useSelectMenu } from './useSelectMenu';

/** What the select's display draws and reports. */
export interface SelectDisplayProps {
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

/** Whether the menu's code failed to load when the select last asked for it. */
interface MenuLoadProps {
  loadFailed: boolean;
  setLoadFailed: (failed: boolean) => void;
}

/** Id of the error text shown when the menu's code failed to load. */
export const failedIdOf = (id: string) => `${id}-menu-failed`;

/** The select's arrow, turned up while the menu is open. */
function SelectArrow({ open }: { open: boolean }) {
  return (
    <svg className={`${SELECT_CLASS.icon}${open ? ` ${SELECT_CLASS.iconOpen}` : ''}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}

/** Props of `MountedMenu`: the menu's state, and what the open menu shows. */
interface MountedMenuProps extends Omit<LightSelectMenuProps, 'anchor' | 'open' | 'onClose' | 'onExited'> {
  menu: SelectMenuState;
}

/** The menu while it is mounted: from an open (once its code is there) until its closing transition has ended. */
function MountedMenu({ menu, ...shown }: MountedMenuProps) {
  const { Menu } = menu;
  if (menu.state === 'closed' || !Menu) return null;
  return <Menu {...shown} anchor={menu.anchor} open={menu.state === 'open'} onClose={menu.close} onExited={menu.unmount} />;
}

/**
 * The select's display (`role="combobox"`), in the input box's outline as MUI's Select draws it. Its menu is mounted
 * only from the first open until it has closed again: a closed select is one div and an arrow. An open asked for
 * before the menu's code has arrived opens it when it does; if it cannot load, a translated error says so under the box.
 */
export function SelectDisplay(props: SelectDisplayProps & MenuLoadProps) {
  const { id, options, value, onPick, labelId, placeholder, menuMaxHeight, onBlur, disabled, required, error, describedBy, loadFailed, setLoadFailed } = props;
  const display = useRef<HTMLDivElement | null>(null);
  const listboxId = useId();
  const menu = useSelectMenu(display, disabled, setLoadFailed);
  useLabelFocus(labelId, display);
  const pick = (next: string) => {
    if (next !== value) onPick(next);
    menu.close();
  };
  // While the menu is open focus is in it: the select is not left, so the field is not touched yet.
  const onDisplayBlur = () => {
    if (menu.state === 'closed') onBlur();
  };
  const expanded = menu.state === 'open' && menu.Menu !== undefined;
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
        {...menu.openers}
        onBlur={onDisplayBlur}
        {...PRELOAD_MENU_ON}
      >
        {shown ?? <span className={SELECT_CLASS.placeholder}>{placeholder ?? '\u00a0'}</span>}
      </div>
      <SelectArrow open={expanded} />
      <MountedMenu menu={menu} listboxId={listboxId} labelId={labelId} options={options} value={value} maxHeight={menuMaxHeight} onPick={pick} />
    </>
  );
}
