import { PortalForm } from '../../../renderers';
import type { FiledData } from '../../../protocol/apply';
import { PortalFormRuntime } from '../../formRuntime';
import { resolveFileLink } from '../../api/fileLinks';
import { useProjectStore, useSessionStore } from '../../store';
import type { ApplyContextValue } from './applyContext';
import { RecommenderChangeDialog, SupplementaryTable, isRefereeInformation, layoutOf, showsTables } from './editorParts';
import { ModuleFrame } from './ModuleFrame';
import { ModuleNotices } from './ModuleNotices';
import { RecommendersSlot } from './slots';
import { isUnsaved } from './useAutosave';
import { LeaveGuard } from './useLeaveGuard';
import { useModuleEditor } from './useModuleEditor';
import { useUploadFile } from './useUploadFile';

/** One module's form: draft kept on every change, autosave, retries, stale-version handling, uploads. */
export function ModuleEditor({ filed, apply, reloadFiled }: { filed: FiledData; apply: ApplyContextValue; reloadFiled: () => Promise<FiledData> }) {
  const locale = useProjectStore((state) => state.locale);
  const user = useSessionStore((state) => state.userInfo);
  const editor = useModuleEditor(filed, apply, reloadFiled);
  const { menuId, readOnly, saver, form, formRef, serverErrors, onChange, guardedChanges, valuesNow } = editor;
  const uploadFile = useUploadFile(filed.fields, menuId);
  return (
    <>
      {!readOnly && <LeaveGuard unsaved={isUnsaved(saver.status)} />}
      {guardedChanges && <RecommenderChangeDialog open={editor.askChanges} changes={guardedChanges} onConfirm={editor.confirmChanges} onCancel={editor.cancelChanges} />}
      <ModuleFrame
        title={filed.menu.name}
        layout={layoutOf(filed)}
        header={<ModuleNotices editor={editor} />}
        form={
          <PortalFormRuntime>
            <PortalForm key={form.key} ref={formRef} fields={filed.fields} values={form.values} locale={locale} readOnly={readOnly} referee={filed.menu.referee} userName={user?.name} uploadFile={uploadFile} fileLink={resolveFileLink} externalErrors={serverErrors} onChange={onChange} />
          </PortalFormRuntime>
        }
        footer={
          <>
            {isRefereeInformation(filed) && <RecommendersSlot menuId={menuId} values={editor.current} readOnly={readOnly} savedVersion={editor.savedVersion} onConfirmSave={editor.confirmChanges} />}
            {showsTables(filed) && <SupplementaryTable />}
          </>
        }
        onSave={readOnly ? undefined : editor.save}
        onCancel={() => saver.flush(valuesNow())}
      />
    </>
  );
}
