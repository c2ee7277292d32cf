import { Suspense } from 'react';
import { deferredComponent } from '../deferred/deferredComponent';
import { Boundary } from '../core/ControlBoundary';
import type { CalendarPopupProps } from './CalendarPopup';

const CalendarPopup = deferredComponent('CalendarPopup', () => import('./CalendarPopup').then((module) => module.default));

export const preloadCalendar = CalendarPopup.preload;

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
