import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/** Asks before leaving (in-app navigation and closing or reloading the tab), only while `unsaved`. */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="apply-leave-title" aria-describedby="apply-leave-body">
      <DialogTitle id="apply-leave-title">{t('portal.apply.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="apply-leave-body">{t('portal.apply.leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('portal.apply.leave.stay')}
        </Button>
        <Button color="warning" onClick={() => blocker.proceed?.()}>
          {t('portal.apply.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
