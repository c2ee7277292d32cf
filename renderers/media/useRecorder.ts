import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the recorder is: camera live, recording, stopped with a file, or playing that file back. */
export type RecorderState = 'idle' | 'recording' | 'recorded' | 'preview';

/** `video/mp4` where the browser can record it, else `video/webm`, with the file extension. */
export function recordingFormat(): { mimeType: string; extension: 'mp4' | 'webm' } {
  const supported = typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported('video/mp4');
  return supported ? { mimeType: 'video/mp4', extension: 'mp4' } : { mimeType: 'video/webm', extension: 'webm' };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYYMMDDHHmmss` in local time. */
export function timestamp(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** Seconds as `hh:mm:ss`. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** Milliseconds between timer ticks. */
const TICK_MS = 1000;

interface Options {
  /** Longest recording in seconds; above 0 the timer counts down and recording stops at zero. */
  duration: number;
  userName: string;
  onCameraFailed: () => void;
}

type RecordingFormat = ReturnType<typeof recordingFormat>;

/** A MediaRecorder on `stream` that hands its recording to `onFile`, named after the user and the time it stopped. */
function fileRecorder(stream: MediaStream, format: RecordingFormat, userName: string, onFile: (file: File) => void): MediaRecorder {
  const chunks: Blob[] = [];
  const media = new MediaRecorder(stream, { mimeType: format.mimeType });
  media.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  media.onstop = () => {
    const name = `${userName}_${timestamp(new Date())}.${format.extension}`;
    onFile(new File(chunks, name, { type: format.mimeType }));
  };
  return media;
}

/**
 * The camera and microphone, opened when the dialog mounts (where the browser can open them) and closed when it
 * unmounts, after `stop` ends any recording; `onCameraFailed` when they cannot be opened.
 */
function useCameraStream(supported: boolean, onCameraFailed: () => void, stop: () => void): MediaStream | null {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const failed = useRef(onCameraFailed);
  useEffect(() => {
    failed.current = onCameraFailed;
  }, [onCameraFailed]);

  useEffect(() => {
    if (!supported) return undefined;
    let live: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: true })
      .then((opened) => {
        live = opened;
        if (cancelled) opened.getTracks().forEach((track) => track.stop());
        else setStream(opened);
      })
      .catch(() => {
        if (!cancelled) failed.current();
      });
    return () => {
      cancelled = true;
      stop();
      live?.getTracks().forEach((track) => track.stop());
    };
  }, [supported, stop]);
  return stream;
}

/** Camera, MediaRecorder and timer of the recording dialog. */
export function useRecorder({ duration, userName, onCameraFailed }: Options) {
  const [supported] = useState(() => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function');
  const [format] = useState(recordingFormat);
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState('');
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const seconds = useRef(0);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);
  const stream = useCameraStream(supported, onCameraFailed, stop);

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const start = useCallback(() => {
    if (!stream) return;
    const media = fileRecorder(stream, format, userName, (recorded) => {
      setFile(recorded);
      setState('recorded');
    });
    recorder.current = media;
    seconds.current = 0;
    setElapsed(0);
    setFile(null);
    media.start(TICK_MS);
    setState('recording');
    timer.current = setInterval(() => {
      seconds.current += 1;
      setElapsed(seconds.current);
      if (duration > 0 && seconds.current >= duration) stop();
    }, TICK_MS);
  }, [stream, format, userName, duration, stop]);

  const playBack = useCallback(() => {
    if (!file) return;
    setPreviewUrl(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
    setState('preview');
  }, [file]);

  const again = useCallback(() => {
    setFile(null);
    setPreviewUrl('');
    setElapsed(0);
    setState('idle');
  }, []);

  return { supported, format, stream, state, elapsed, file, previewUrl, start, stop, playBack, again };
}
