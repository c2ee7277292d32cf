import { MENU_ICON_PATHS } from './menuIconPaths';
import { PlainIcon } from '../../../renderers/ui/PlainIcon';

/** The menu icon of a module state: 2 done, 1 partly saved, else empty (decorative: the item's name says it). */
export function ModuleStatusIcon({ state }: { state: number }) {
  if (state === 2) return <PlainIcon path={MENU_ICON_PATHS.checkCircle} color="success" size="small" />;
  if (state === 1) return <PlainIcon path={MENU_ICON_PATHS.timelapse} color="warning" size="small" />;
  return <PlainIcon path={MENU_ICON_PATHS.radioButtonUnchecked} color="disabled" size="small" />;
}

/** The translation key of a module state. */
export const stateKey = (state: number) =>
  state === 2 ? ('portal.apply.state.done' as const) : state === 1 ? ('portal.apply.state.partial' as const) : ('portal.apply.state.empty' as const);
