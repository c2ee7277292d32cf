import type { ControlProps } from '@jsonforms/core';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Alert, Button, CircularProgress, FormHelperText } from '@mui/material';
import { Suspense, memo, useState } from 'react';
import { deferredComponent } from '../deferred/deferredComponent';
import { VIDEO_TYPES } from '../../schema-adapters/fields/files';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { FileList } from './FileList';
import { FilesPreview } from './FilesPreview';
import { FilePicker } from './FilePicker';
import { rulesHint } from './fileRules';
import { PendingList } from './PendingList';
import { useFileField } from './useFileField';
import type { VideoRecorderProps } from './VideoRecorder';
import { withControlProps } from '../core/withControlProps';

const VideoRecorder = deferredComponent('VideoRecorder', () => import('./VideoRecorder').then((module) => module.default));

/** Name used for recordings when the options carry no `userName`. */
export const DEFAULT_RECORDING_NAME = 'recording';

/** Whether the recording dialog is open, and whether the camera failed the last time it was. */
function useRecording() {
  const [recording, setRecording] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  return {
    recording,
    cameraFailed,
    open: () => {
      setCameraFailed(false);
      setRecording(true);
    },
    close: () => setRecording(false),
    fail: () => {
      setRecording(false);
      setCameraFailed(true);
    },
  };
}

/** The recording dialog, loaded on demand (a spinner meanwhile). */
function LazyRecorder(props: VideoRecorderProps) {
  const t = useT();
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={t('media.loading')} />}>
      <VideoRecorder {...props} />
    </Suspense>
  );
}

/** Type 11: record a video with the camera (recorder loaded on demand) or choose a video file; both are uploaded. */
export function VideoControl(props: ControlProps) {
  const { label, required, errors, visible } = props;
  const t = useT();
  const { control, rules, records, uploads, rejection, addFiles, removeRecord, canUpload } = useFileField(props, VIDEO_TYPES);
  const recording = useRecording();
  if (!visible) return null;
  if (control.preview) {
    return <FilesPreview id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} sensitive={control.sensitive} records={records} />;
  }
  const userName = control.form.userName || (typeof control.options.userName === 'string' && control.options.userName) || DEFAULT_RECORDING_NAME;
  const disabled = control.disabled || !canUpload;
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} hint={rulesHint(rules, t)}>
      <FilePicker
        id={control.id}
        accept={rules.accept}
        multiple={rules.maxCount > 1}
        disabled={disabled}
        describedBy={control.ariaDescribedBy(true)}
        buttonText={t('media.video.chooseFile')}
        onFiles={(files) => addFiles(files)}
      >
        <Button variant="contained" size="small" startIcon={<VideocamIcon />} disabled={disabled} onClick={recording.open}>
          {t('media.video.record')}
        </Button>
      </FilePicker>
      {!canUpload && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('media.upload.unavailable')}
        </Alert>
      )}
      {(rejection || recording.cameraFailed) && (
        <FormHelperText error role="alert">
          {recording.cameraFailed ? t('media.video.cameraFailed') : rejection}
        </FormHelperText>
      )}
      <PendingList pending={uploads.pending} onRetry={uploads.retry} onRemove={uploads.remove} />
      <FileList records={records} onRemove={control.disabled ? undefined : removeRecord} />
      {recording.recording && (
        <LazyRecorder
          duration={rules.duration ?? 0}
          userName={userName}
          onClose={recording.close}
          onCameraFailed={recording.fail}
          onUpload={(file, seconds) => {
            recording.close();
            addFiles([file], seconds);
          }}
        />
      )}
    </FieldFrame>
  );
}

/** The video control with its JSON Forms props. */
export default withControlProps(memo(VideoControl));
