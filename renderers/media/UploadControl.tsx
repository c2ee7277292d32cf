import type { ControlProps } from '@jsonforms/core';
import { Alert, FormHelperText } from '@mui/material';
import { memo } from 'react';
import { ANY_UPLOAD_TYPES } from '../../schema-adapters/fields/files';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { Examples } from './Examples';
import { FileList } from './FileList';
import { FilesPreview } from './FilesPreview';
import { FilePicker } from './FilePicker';
import { rulesHint } from './fileRules';
import { PendingList } from './PendingList';
import { useFileField } from './useFileField';
import { withControlProps } from '../core/withControlProps';

/** Type 8: image or document upload, checked by type, size and count before anything is sent. */
export function UploadControl(props: ControlProps) {
  const { label, required, errors, visible } = props;
  const t = useT();
  const { control, rules, records, uploads, rejection, addFiles, removeRecord, canUpload } = useFileField(props, ANY_UPLOAD_TYPES);
  if (!visible) return null;
  if (control.preview) {
    return <FilesPreview id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} sensitive={control.sensitive} records={records} />;
  }
  const hint = rulesHint(rules, t);
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} hint={hint}>
      <FilePicker
        id={control.id}
        accept={rules.accept}
        multiple={rules.maxCount > 1}
        disabled={control.disabled || !canUpload}
        describedBy={control.ariaDescribedBy(true)}
        buttonText={t('media.upload.choose')}
        onFiles={(files) => addFiles(files)}
      />
      {!canUpload && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('media.upload.unavailable')}
        </Alert>
      )}
      {rejection && (
        <FormHelperText error role="alert">
          {rejection}
        </FormHelperText>
      )}
      <Examples examples={rules.examples} />
      <PendingList pending={uploads.pending} onRetry={uploads.retry} onRemove={uploads.remove} />
      <FileList records={records} onRemove={control.disabled ? undefined : removeRecord} />
    </FieldFrame>
  );
}

/** The upload control with its JSON Forms props. */
export default withControlProps(memo(UploadControl));
