import { type KeyboardEvent, type MouseEvent, type RefObject, useReducer, useState } from 'react';
import { deferredPart } from '../deferred/deferredPart';

type MenuState = 'closed' | 'open' | 'closing';

const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** MUI's Menu, MenuItem, Popover and Modal: loaded when a select is first approached (focus, pointer, touch), not with the form. */
const menuPart = deferredPart(() => import('./LightSelectMenu').then((module) => module.LightSelectMenu));

/** Starts loading the menu's code; a failure is reported when the menu is asked to open. */
const preloadMenu = () => {
  menuPart.load().catch(() => undefined);
};

/** The display's handlers that start loading the menu's code as the select is approached. */
export const PRELOAD_MENU_ON = { onFocus: preloadMenu, onPointerEnter: preloadMenu, onTouchStart: preloadMenu };

/**
 * The menu of the select whose display is `display`: mounted from the first open until it has closed again. An open
 * asked for before the menu's code has arrived opens it when it does; `onLoadFailed` says whether the code failed to load.
 */
export function useSelectMenu(display: RefObject<HTMLDivElement | null>, disabled: boolean, onLoadFailed: (failed: boolean) => void) {
  const [state, setState] = useState<MenuState>('closed');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Draws again once the menu's code has arrived (it is read from the part, not from state).
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const open = () => {
    setAnchor(display.current?.parentElement ?? null);
    setState('open');
    if (menuPart.current) return;
    menuPart.load().then(
      () => {
        onLoadFailed(false);
        redraw();
      },
      () => {
        onLoadFailed(true);
        setState('closed');
      },
    );
  };
  return {
    state,
    anchor,
    /** The menu's component, once its code has arrived. */
    Menu: menuPart.current,
    close: () => setState((current) => (current === 'open' ? 'closing' : current)),
    /** Its closing transition has ended. */
    unmount: () => setState('closed'),
    /** The display's handlers that open the menu: a primary click, or Space, Enter and the arrow keys. */
    openers: {
      onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
        if (event.button !== 0 || disabled) return;
        event.preventDefault();
        display.current?.focus();
        open();
      },
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        if (disabled || !OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    },
  };
}

/** The state and handlers `useSelectMenu` gives. */
export type SelectMenuState = ReturnType<typeof useSelectMenu>;
