// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';
import { fileOf, instantUpload, lastData } from './helpers';
import { FakeMediaRecorder, fakeStream, setMediaDevices } from './recorderMocks';

const videoField = (condition: Record<string, unknown> = {}) => [
  { id: 1, field: 'intro', name: { sc: '自我介绍视频', tc: '自我介紹影片', en: 'Video introduction' }, type: 11, condition },
];

async function openRecorder() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Record video' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  FakeMediaRecorder.mp4 = false;
  FakeMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setMediaDevices(undefined);
});

describe('<VideoControl>', () => {
  it('says GetUserMedia is not implemented when the browser lacks it', async () => {
    setMediaDevices(undefined);
    render(<PortalForm fields={videoField()} locale="en" uploadFile={instantUpload()} />);
    const dialog = await openRecorder();
    expect(await within(dialog).findByText('GetUserMedia is not implemented in this browser')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
  });

  it('shows camera failed and closes the dialog when permission is denied', async () => {
    setMediaDevices(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<PortalForm fields={videoField()} locale="sc" uploadFile={instantUpload()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '录制视频' }));
    expect(await screen.findByText('摄像头开启失败，请允许使用摄像头和麦克风后重试')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts down from file_duration, stops at zero, and uploads the webm recording with its duration', async () => {
    const { stream, track } = fakeStream();
    setMediaDevices(() => Promise.resolve(stream));
    const uploadFile = instantUpload();
    const onChange = vi.fn();
    render(<PortalForm fields={videoField({ file_duration: 3 })} locale="en" uploadFile={uploadFile} onChange={onChange} />);
    const dialog = await openRecorder();
    const start = within(dialog).getByRole('button', { name: 'Start recording' });
    await waitFor(() => expect(start).toBeEnabled());
    expect(dialog.querySelector('video')).toHaveAttribute('width', '590');
    expect(dialog.querySelector('video')).toHaveAttribute('height', '320');
    vi.useFakeTimers();
    fireEvent.click(start);
    const recorder = FakeMediaRecorder.instances[0];
    expect(recorder?.options.mimeType).toBe('video/webm');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Time left 00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Time left 00:00:02');
    expect(recorder?.stop).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(recorder?.stop).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Time left 00:00:00');
    expect(recorder?.stop).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText(/The recording is saved as a WEBM file: recording_\d{14}\.webm/)).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    const sent = uploadFile.mock.calls[0]?.[0];
    expect(sent?.name).toMatch(/^recording_\d{14}\.webm$/);
    expect(sent?.type).toBe('video/webm');
    await waitFor(() => expect(lastData(onChange).intro).toEqual([expect.objectContaining({ name: sent?.name, duration: 3 })]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(track.stop).toHaveBeenCalled();
  });

  it('records mp4 where supported, with an elapsed timer and a manual stop', async () => {
    FakeMediaRecorder.mp4 = true;
    setMediaDevices(() => Promise.resolve(fakeStream().stream));
    render(<PortalForm fields={videoField()} locale="en" uploadFile={instantUpload()} />);
    const dialog = await openRecorder();
    const start = within(dialog).getByRole('button', { name: 'Start recording' });
    await waitFor(() => expect(start).toBeEnabled());
    expect(within(dialog).getByText(/saved as a MP4 file/)).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(start);
    act(() => vi.advanceTimersByTime(2000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Recording 00:00:02');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop recording' }));
    expect(FakeMediaRecorder.instances[0]?.options.mimeType).toBe('video/mp4');
    expect(within(dialog).getByText(/recording_\d{14}\.mp4/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record again' })).toBeInTheDocument();
  });

  it('checks and uploads a chosen video file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadFile = instantUpload();
    render(<PortalForm fields={videoField({ file_type: ['mp4', 'mov'], upload_sample: 2 })} locale="en" uploadFile={uploadFile} />);
    const input = screen.getByLabelText('Video introduction');
    await user.upload(input, fileOf('clip.avi'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a document in mp4 or mov format.');
    expect(uploadFile).not.toHaveBeenCalled();
    await user.upload(input, fileOf('clip.mp4'));
    expect(await screen.findByRole('button', { name: 'View clip.mp4' })).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });

  it('in preview lists the videos with the player', async () => {
    const values = { intro: [{ name: 'me.mp4', url: '/u/me.mp4', uid: '1' }] };
    render(<PortalForm fields={videoField()} values={values} locale="en" mode="preview" />);
    expect(screen.queryByRole('button', { name: 'Record video' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View me.mp4' }));
    expect((await screen.findByRole('dialog')).querySelector('video')).toHaveAttribute('src', '/u/me.mp4');
  });
});
