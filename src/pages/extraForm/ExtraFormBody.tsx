import { useTranslation } from 'react-i18next';
import type { PortalFormProps } from '../../../renderers';
import { PortalForm } from '../../../renderers';
import { Notice } from '../../../renderers/ui/Notice';
import { resolveFileLink } from '../../api/fileLinks';
import { PortalFormRuntime } from '../../formRuntime';
import { useProjectStore, useSessionStore } from '../../store';
import { DraftNotice, StaleNotice } from '../apply/Notices';
import { SaveStatusLine } from '../apply/SaveStatusLine';
import { isUnsaved } from '../formSaving/useFormSaver';
import { LeaveGuard } from '../apply/useLeaveGuard';
import type { ExtraForm } from './useExtraForm';

interface ExtraFormBodyProps {
  editor: ExtraForm;
  fields: PortalFormProps['fields'];
  readOnly: boolean;
  uploadFile?: PortalFormProps['uploadFile'];
  onDiscardDraft: () => void;
  onReloadNewer: () => void;
  /** Space below the problem message, in theme units (8 px). */
  problemMb?: number;
}

/** The form with its save status line, draft and stale-version notices and leave guard (the last two only while editable). */
export function ExtraFormBody({ editor, fields, readOnly, uploadFile, onDiscardDraft, onReloadNewer, problemMb }: ExtraFormBodyProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const user = useSessionStore((state) => state.userInfo);
  const { saver, restored, problem, form, formRef, serverErrors, onChange, draftKept, valuesNow, keepMine, clearProblem } = editor;
  return (
    <>
      {!readOnly && <LeaveGuard unsaved={isUnsaved(saver.status)} />}
      {!readOnly && <SaveStatusLine status={saver.status} draftKept={draftKept} onRetry={() => saver.flush(valuesNow())} />}
      {restored && <DraftNotice at={restored.updatedAt} onDiscard={onDiscardDraft} />}
      {saver.status.kind === 'stale' && <StaleNotice onReload={onReloadNewer} onKeepMine={keepMine} />}
      {problem && (
        <Notice severity="error" onClose={clearProblem} closeLabel={t('portal.common.close')} mb={problemMb}>
          {problem}
        </Notice>
      )}
      <div>
        <PortalFormRuntime>
          <PortalForm key={form.key} ref={formRef} fields={fields} values={form.values} locale={locale} readOnly={readOnly} userName={user?.name} uploadFile={uploadFile} fileLink={resolveFileLink} externalErrors={serverErrors} onChange={onChange} />
        </PortalFormRuntime>
      </div>
    </>
  );
}
