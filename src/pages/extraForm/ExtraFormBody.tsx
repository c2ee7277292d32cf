import { Alert, Box, type SxProps } from '@mui/material';
import type { PortalFormProps } from '../../../renderers';
import { PortalForm } from '../../../renderers';
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
  problemSx?: SxProps;
}

/** The form with its save status line, draft and stale-version notices and leave guard (the last two only while editable). */
export function ExtraFormBody({ editor, fields, readOnly, uploadFile, onDiscardDraft, onReloadNewer, problemSx }: ExtraFormBodyProps) {
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
        <Alert severity="error" onClose={clearProblem} sx={problemSx}>
          {problem}
        </Alert>
      )}
      <Box>
        <PortalFormRuntime>
          <PortalForm key={form.key} ref={formRef} fields={fields} values={form.values} locale={locale} readOnly={readOnly} userName={user?.name} uploadFile={uploadFile} fileLink={resolveFileLink} externalErrors={serverErrors} onChange={onChange} />
        </PortalFormRuntime>
      </Box>
    </>
  );
}
