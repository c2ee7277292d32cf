import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../core/context';
import { clock, useRecorder } from './useRecorder';

const VIDEO_STYLE = { maxWidth: '100%', background: '#000', display: 'block' } as const;

/** Size of the camera picture, in pixels. */
export const CAMERA_SIZE = { width: 590, height: 320 } as const;

/** Props of the recording dialog. */
export interface VideoRecorderProps {
  /** Longest recording in seconds (0: no limit, the timer counts up). */
  duration: number;
  userName: string;
  onClose: () => void;
  /** The camera could not be opened (permission denied, no device). */
  onCameraFailed: () => void;
  /** The applicant chose to upload the recording. */
  onUpload: (file: File, seconds: number) => void;
}

type Recorder = ReturnType<typeof useRecorder>;

interface RecorderViewProps {
  recorder: Recorder;
  duration: number;
  userName: string;
  liveRef: RefObject<HTMLVideoElement | null>;
}

/** The camera's live picture (or the recording played back), the timer or countdown, and the recording's format and name. */
function RecorderView({ recorder, duration, userName, liveRef }: RecorderViewProps) {
  const t = useT();
  const { state, file, elapsed, format } = recorder;
  const timer = duration > 0 ? t('media.video.remaining', { time: clock(duration - elapsed) }) : t('media.video.elapsed', { time: clock(elapsed) });
  return (
    <>
      {state !== 'preview' ? (
        <video
          ref={liveRef}
          autoPlay
          muted
          playsInline
          aria-label={t('media.video.camera')}
          width={CAMERA_SIZE.width}
          height={CAMERA_SIZE.height}
          style={VIDEO_STYLE}
        />
      ) : (
        <video src={recorder.previewUrl} controls aria-label={t('media.video.recording')} width={CAMERA_SIZE.width} height={CAMERA_SIZE.height} style={VIDEO_STYLE} />
      )}
      <Typography role="timer" aria-live="off" sx={{ mt: 1, fontVariantNumeric: 'tabular-nums' }}>
        {timer}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-recording-format>
        {t('media.video.format', { format: format.extension.toUpperCase(), name: file?.name ?? `${userName}_YYYYMMDDHHmmss.${format.extension}` })}
      </Typography>
    </>
  );
}

/** The dialog's buttons for where the recorder is: start, stop, play back, again and upload, and close unless recording. */
function RecorderActions({ recorder, onClose, onUpload }: { recorder: Recorder } & Pick<VideoRecorderProps, 'onClose' | 'onUpload'>) {
  const t = useT();
  const { state, stream, file, elapsed } = recorder;
  return (
    <DialogActions>
      {state === 'idle' && recorder.supported && (
        <Button variant="contained" onClick={recorder.start} disabled={!stream}>
          {t('media.video.start')}
        </Button>
      )}
      {state === 'recording' && (
        <Button variant="contained" color="error" onClick={recorder.stop}>
          {t('media.video.stop')}
        </Button>
      )}
      {state === 'recorded' && <Button onClick={recorder.playBack}>{t('media.video.playback')}</Button>}
      {(state === 'recorded' || state === 'preview') && <Button onClick={recorder.again}>{t('media.video.again')}</Button>}
      {(state === 'recorded' || state === 'preview') && file && (
        <Button variant="contained" onClick={() => onUpload(file, elapsed)}>
          {t('media.video.upload')}
        </Button>
      )}
      <Button onClick={onClose} disabled={state === 'recording'}>
        {t('media.close')}
      </Button>
    </DialogActions>
  );
}

/** The recording dialog (its own chunk): camera, record with timer or countdown, play back, upload. */
export default function VideoRecorder({ duration, userName, onClose, onCameraFailed, onUpload }: VideoRecorderProps) {
  const t = useT();
  const recorder = useRecorder({ duration, userName, onCameraFailed });
  const { state, stream } = recorder;
  const liveRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (liveRef.current && stream) liveRef.current.srcObject = stream;
  }, [stream, state]);
  return (
    <Dialog open onClose={state === 'recording' ? undefined : onClose} maxWidth="md" aria-labelledby="media-recorder-title">
      <DialogTitle id="media-recorder-title">{t('media.video.recordTitle')}</DialogTitle>
      <DialogContent>
        {!recorder.supported ? (
          <Alert severity="error" role="alert">
            {t('media.video.noGetUserMedia')}
          </Alert>
        ) : (
          <RecorderView recorder={recorder} duration={duration} userName={userName} liveRef={liveRef} />
        )}
      </DialogContent>
      <RecorderActions recorder={recorder} onClose={onClose} onUpload={onUpload} />
    </Dialog>
  );
}
