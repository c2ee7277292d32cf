import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as accountApi from '../../api/account';
import { isApiFailure } from '../../api/failure';
import { failureText } from '../../components/failureText';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { type FormNotice, FormMessage } from './FormMessage';
import classes from './FreeEntry.module.css';
import { applyLoginFailure, useLoginSuccess } from './useLoginSuccess';
import { useProjectRef } from './useProjectRef';

/** Password-free entry of the free project: a temporary user (login type free). Drawn without MUI, as the login page. */
export default function FreeEntry() {
  const { t } = useTranslation();
  const project = useProjectRef();
  const succeed = useLoginSuccess();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const enter = async () => {
    setBusy(true);
    setNotice(null);
    try {
      succeed(await accountApi.login({ ...project, type: 'free' }));
    } catch (error) {
      applyLoginFailure(isApiFailure(error) ? error.status : 0);
      setNotice({ severity: 'error', text: failureText(error, t) });
      setBusy(false);
    }
  };
  return (
    <div className={classes.entry}>
      <hr className={classes.divider} />
      <FormMessage notice={notice} />
      <PlainButton variant="outlined" size="large" onClick={() => void enter()} disabled={busy}>
        {t('portal.account.login.free')}
      </PlainButton>
      <p className={classes.hint}>{t('portal.account.login.freeHint')}</p>
    </div>
  );
}
