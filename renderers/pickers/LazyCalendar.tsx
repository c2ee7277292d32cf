import { Suspense, lazy } from 'react';
import { Boundary } from '../core/ControlBoundary';
import type { CalendarPopupProps } from './CalendarPopup';

const loadCalendar = () => import('./CalendarPopup');
const CalendarPopup = lazy(loadCalendar);

export const preloadCalendar = () => {
  loadCalendar().catch(() => undefined);
};

/** The MUI X calendar of a date input, loaded when first drawn; nothing while it loads or if it fails to. */
export function LazyCalendar(props: CalendarPopupProps) {
  return (
    <Boundary fallback={null}>
      <Suspense fallback={null}>
        <CalendarPopup {...props} />
      </Suspense>
    </Boundary>
  );
}
