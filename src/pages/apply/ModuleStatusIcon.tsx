import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Timelapse from '@mui/icons-material/Timelapse';

/** The menu icon of a module state: 2 done, 1 partly saved, else empty (decorative: the item's name says it). */
export function ModuleStatusIcon({ state }: { state: number }) {
  if (state === 2) return <CheckCircle color="success" fontSize="small" aria-hidden="true" />;
  if (state === 1) return <Timelapse color="warning" fontSize="small" aria-hidden="true" />;
  return <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden="true" />;
}

/** The translation key of a module state. */
export const stateKey = (state: number) =>
  state === 2 ? ('portal.apply.state.done' as const) : state === 1 ? ('portal.apply.state.partial' as const) : ('portal.apply.state.empty' as const);
