import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadApi } from '../../api';
import { failureText } from '../../components/failureText';

/** Where the upload of a drawn signature stands. */
export type AutographSaving = 'idle' | 'saving' | 'saved';

/** A drawn signature uploaded at once (apply.uploadAutograph): its progress, the drawing kept, or why it failed. */
export function useAutographUpload(onUploaded: (uid: string) => void) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState<AutographSaving>('idle');
  const [failure, setFailure] = useState('');
  const [drawn, setDrawn] = useState<string | undefined>(undefined);

  const save = async (dataUrl: string) => {
    setSaving('saving');
    setFailure('');
    try {
      const result = await uploadApi.uploadAutograph(dataUrl);
      onUploaded(result.uid);
      setDrawn(dataUrl);
      setSaving('saved');
    } catch (caught) {
      setSaving('idle');
      setDrawn(undefined);
      setFailure(t('portal.submit.signatureFailed', { message: failureText(caught, t) }));
    }
  };
  return { saving, failure, drawn, save };
}
