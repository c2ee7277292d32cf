import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { lazyPart } from '../../components/lazyPart';
import type { LeaveDialogProps } from './LeaveDialog';

/** MUI's dialog: loaded as soon as there are unsaved changes, not with the form. */
const LeaveDialog = lazyPart(() => import('./LeaveDialog').then((module) => module.LeaveDialog));

/** Asks before leaving (in-app navigation and closing or reloading the tab), only while `unsaved`. */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (!unsaved) return undefined;
    LeaveDialog.preload();
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const leave = () => blocker.proceed?.();
  return <LeaveDialog when={open} failed={<ConfirmLeave onStay={stay} onLeave={leave} />} open={open} onStay={stay} onLeave={leave} />;
}

/** The same question by the browser's own confirm box, when the dialog's chunk could not load (offline). */
function ConfirmLeave({ onStay, onLeave }: Omit<LeaveDialogProps, 'open'>) {
  const { t } = useTranslation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (window.confirm(`${t('portal.apply.leave.title')}\n${t('portal.apply.leave.body')}`)) onLeave();
    else onStay();
  }, [t, onLeave, onStay]);
  return null;
}
