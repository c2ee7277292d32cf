import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETEST_MENU_ID, type RetestData } from '../../../protocol/retest';
import { retestInfo, saveRetest } from '../../api/results';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PlainChip } from '../../../renderers/ui/PlainChip';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import { removeDraft } from '../apply/draftStore';
import { ExtraFormBody } from '../extraForm/ExtraFormBody';
import { useExtraForm } from '../extraForm/useExtraForm';
import classes from './RetestForm.module.css';

/** Partly filled (1) or complete (2), as the server judged the last save. */
function StateChip({ state }: { state: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  if (state === 0) return <PlainChip size="small" variant="outlined" label={t('portal.retest.state.none')} data-testid="retest-state" data-state={0} />;
  return <PlainChip size="small" color={state === 2 ? 'success' : 'warning'} label={t(state === 2 ? 'portal.retest.state.complete' : 'portal.retest.state.partial')} data-testid="retest-state" data-state={state} />;
}

/** The re-examination form: draft kept in the browser on every change, autosave, retries, stale-version handling. */
export function RetestForm({ retest }: { retest: RetestData }) {
  const { t } = useTranslation();
  const [state, setState] = useState(retest.state);
  const editor = useExtraForm({ server: retest, menuId: RETEST_MENU_ID, readOnly: false, initialErrors: [], save: saveRetest, onResult: (result) => setState(result.state) });
  const reload = async () => {
    try {
      const fresh = await retestInfo();
      removeDraft(editor.scope);
      editor.saver.drop();
      setState(fresh.state);
      editor.forgetRestored();
      editor.adopt(fresh);
    } catch (error) {
      editor.fail(error);
    }
  };

  return (
    <PlainPaper component="section" variant="outlined" aria-labelledby="retest-form-title" className={classes.form}>
      <div className={classes.heading}>
        <h2 id="retest-form-title" className={text.h5}>
          {t('portal.retest.formTitle')}
        </h2>
        <StateChip state={state} />
      </div>
      <ExtraFormBody editor={editor} fields={retest.fields} readOnly={false} onDiscardDraft={() => void reload()} onReloadNewer={() => void reload()} problemMb={1} />
      <div className={classes.actions}>
        <PlainButton variant="contained" onClick={editor.save} data-testid="retest-save">
          {t('portal.retest.save')}
        </PlainButton>
      </div>
    </PlainPaper>
  );
}
