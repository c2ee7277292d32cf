import { Menu, MenuItem } from '@mui/material';
import type { LightOption } from './selectOption';

/** Props of `LightSelectMenu`. */
export interface LightSelectMenuProps {
  /** The input box the menu opens under, as wide as it. */
  anchor: HTMLElement | null;
  open: boolean;
  listboxId: string;
  labelId: string | undefined;
  options: LightOption[];
  value: string;
  maxHeight: number;
  onPick: (value: string) => void;
  onClose: () => void;
  /** Its closing transition has ended: it can be unmounted. */
  onExited: () => void;
}

/**
 * The open menu of a light select: MUI's Menu (Popover, Modal, focus trap, typeahead), in its own chunk. The item it
 * focuses shows a focus ring as the browser decides (`:focus-visible`): after a keyboard open, not after a click.
 */
export function LightSelectMenu({ anchor, open, listboxId, labelId, options, value, maxHeight, onPick, onClose, onExited }: LightSelectMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        transition: { onExited },
        list: { role: 'listbox', id: listboxId, 'aria-labelledby': labelId, disableListWrap: true },
        paper: { style: { minWidth: anchor?.clientWidth, maxHeight } },
      }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          selected={option.value === value}
          aria-selected={option.value === value ? 'true' : 'false'}
          role="option"
          data-value={option.value}
          onClick={() => onPick(option.value)}
          // Space opened the menu: its key-up must not choose the item it lands on.
          onKeyUp={(event) => {
            if (event.key === ' ') event.preventDefault();
          }}
        >
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
