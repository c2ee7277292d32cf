import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { retestInfo } from '../../api/results';
import { LoadState } from '../../components/LoadState';
import text from '../../../renderers/ui/typography.module.css';
import { TitledPaper } from '../../components/TitledPaper';
import { useFormLoad } from '../formSaving/useFormLoad';
import { preparePortalForm } from '../../formRuntime';
import { Arrangements } from './Arrangements';
import { RetestForm } from './RetestForm';
import classes from './RetestPage.module.css';

/** `/retest`: the re-examination arrangements and the re-examination form, once an operator published them. */
export default function RetestPage() {
  const { t } = useTranslation();
  const load = useCallback(async () => {
    const retest = await retestInfo();
    if (retest.editable) await preparePortalForm(retest.fields);
    return retest;
  }, []);
  const { remote, retry } = useFormLoad(load);
  if (remote.state !== 'ready') {
    return (
      <TitledPaper id="retest-title" level={1} title={t('portal.retest.title')}>
        <LoadState area="apply" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      </TitledPaper>
    );
  }
  const retest = remote.data;
  const nothing = retest.list.length === 0 && !retest.editable;
  return (
    <TitledPaper id="retest-title" level={1} title={t('portal.retest.title')}>
      {nothing ? (
        <Notice severity="info" data-testid="retest-empty">
          {t('portal.retest.empty')}
        </Notice>
      ) : (
        <>
          <section aria-labelledby="retest-arrangements">
            <h2 id="retest-arrangements" className={`${text.h5} ${classes.heading}`}>
              {t('portal.retest.arrangements')}
            </h2>
            {retest.list.length > 0 ? <Arrangements list={retest.list} /> : <p className={text.body1}>{t('portal.retest.noArrangements')}</p>}
          </section>
          {retest.editable && <RetestForm retest={retest} />}
        </>
      )}
    </TitledPaper>
  );
}
