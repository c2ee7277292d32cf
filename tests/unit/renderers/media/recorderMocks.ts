import { vi } from 'vitest';

/** A fake MediaRecorder: start/stop, one data chunk on stop, `isTypeSupported` says yes to mp4 only when `mp4` is set. */
export class FakeMediaRecorder {
  static mp4 = false;
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string): boolean {
    return FakeMediaRecorder.mp4 && type === 'video/mp4';
  }
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  stop = vi.fn(() => {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['12345']) });
    this.onstop?.();
  });
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
}

/** Puts `getUserMedia` (or nothing) on `navigator.mediaDevices`. */
export function setMediaDevices(getUserMedia: (() => Promise<unknown>) | undefined): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: getUserMedia ? { getUserMedia } : undefined, configurable: true });
}

/** A camera stream whose single track can be stopped. */
export function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } };
}
