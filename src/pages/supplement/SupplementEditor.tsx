import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../protocol/apply';
import { SUPPLEMENTARY_MENU_ID, type SupplementaryData } from '../../../protocol/supplementary';
import * as supplementaryApi from '../../api/supplementary';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { RouteButton } from '../../components/route/RouteButton';
import { removeDraft } from '../apply/draftStore';
import { useUploadFile } from '../apply/useUploadFile';
import { ExtraFormBody } from '../extraForm/ExtraFormBody';
import { useExtraForm } from '../extraForm/useExtraForm';

/**
 * The supplementary form in `<PortalForm>`: every change kept as a draft in the browser and autosaved; a draft the
 * server lacks comes back on reload; leaving with unsaved input asks first. Read-only once submitted or closed.
 */
export function SupplementEditor({ data, initialErrors }: { data: SupplementaryData; initialErrors: FieldError[] }) {
  const { t } = useTranslation();
  const readOnly = !data.open;
  const editor = useExtraForm({ server: data, menuId: SUPPLEMENTARY_MENU_ID, readOnly, initialErrors, save: supplementaryApi.save });
  const { saver } = editor;

  const discardDraft = async () => {
    removeDraft(editor.scope);
    saver.drop();
    editor.forgetRestored();
    try {
      editor.adopt(await supplementaryApi.material());
    } catch (error) {
      editor.fail(error);
    }
  };

  const reloadNewer = async () => {
    try {
      saver.drop();
      editor.adopt(await supplementaryApi.material());
      editor.forgetRestored();
    } catch (error) {
      editor.fail(error);
    }
  };

  const uploadFile = useUploadFile(data.fields, SUPPLEMENTARY_MENU_ID);

  return (
    <>
      <ExtraFormBody editor={editor} fields={data.fields} readOnly={readOnly} uploadFile={uploadFile} onDiscardDraft={() => void discardDraft()} onReloadNewer={() => void reloadNewer()} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {!readOnly && (
          <PlainButton variant="outlined" onClick={editor.save} data-testid="supplement-save">
            {t('portal.apply.save.button')}
          </PlainButton>
        )}
        <RouteButton to="/supplement/preview" variant="contained">
          {t(readOnly ? 'portal.supplement.previewOnly' : 'portal.supplement.preview')}
        </RouteButton>
      </Stack>
    </>
  );
}
