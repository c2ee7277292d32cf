import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import { ApplyShell } from './ApplyShell';
import classes from './ApplyFormPage.module.css';
import { ReviewSlot, SubmitSlot } from './slots';

/** `#/applyform`: the side menu with the batch/track choice; `?step=submit` shows the submit step, `?step=review` the
 *  tech-review materials (once the materials review passed). */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const step = params.get('step');
  const current = step === 'submit' || step === 'review' ? step : null;
  return (
    <ApplyShell current={current}>
      {({ data }) =>
        current === 'submit' && data.menu.batch_state === 2 ? (
          <SubmitSlot />
        ) : current === 'review' && data.menu.stuff_result === 1 ? (
          <ReviewSlot />
        ) : (
          <PlainPaper variant="outlined" className={classes.intro}>
            <p className={text.body1}>{data.menu.batch_state === 2 ? t('portal.apply.introChosen') : t('portal.apply.intro')}</p>
          </PlainPaper>
        )
      }
    </ApplyShell>
  );
}
