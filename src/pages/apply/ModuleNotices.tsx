import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { DraftNotice, StaleNotice, StashNotice } from './Notices';
import { SaveStatusLine } from './SaveStatusLine';
import type { ModuleEditorState } from './useModuleEditor';

/** What a module's form says above itself: the save status, a restored draft, a newer version, values put aside, a failure. */
export function ModuleNotices({ editor }: { editor: ModuleEditorState }) {
  const { t } = useTranslation();
  const { saver } = editor;
  return (
    <>
      {!editor.readOnly && <SaveStatusLine status={saver.status} draftKept={editor.draftKept} onRetry={() => saver.flush(editor.valuesNow())} />}
      {editor.restored && <DraftNotice at={editor.restored.updatedAt} onDiscard={() => void editor.discardDraft()} />}
      {saver.status.kind === 'stale' && <StaleNotice onReload={() => void editor.reloadNewer()} onKeepMine={editor.keepMine} />}
      {editor.stash && <StashNotice onRestore={editor.restoreStash} />}
      {editor.problem && <Notice severity="error" onClose={editor.clearProblem} closeLabel={t('portal.common.close')} mb={1}>{editor.problem}</Notice>}
    </>
  );
}
