// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';
import { instantUpload } from './helpers';

const fields = [{ id: 1, field: 'files', name: { sc: '附件', tc: '附件', en: 'Attachments' }, type: 8, condition: { file_type: ['jpg', 'pdf', 'mp4'], upload_sample: 3 } }];
const values = {
  files: [
    { name: 'photo.jpg', url: '/u/photo.jpg', uid: '1' },
    { name: 'cv.pdf', url: '/u/cv.pdf', uid: '2' },
    { name: 'talk.mp4', url: '/u/talk.mp4', uid: '3' },
  ],
};

const imageIn = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: 'photo.jpg' });

describe('media dialogs', () => {
  it('shows image thumbnails 90 px high', () => {
    render(<PortalForm fields={fields} values={values} locale="en" uploadFile={instantUpload()} />);
    const thumbnail = within(screen.getByRole('button', { name: 'View photo.jpg' })).getByRole('img');
    expect(thumbnail).toHaveAttribute('src', '/u/photo.jpg');
    expect(getComputedStyle(thumbnail).height).toBe('90px');
  });

  it('zooms, rotates, moves and resets the image, and closes with Esc', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} values={values} locale="en" uploadFile={instantUpload()} />);
    await user.click(screen.getByRole('button', { name: 'View photo.jpg' }));
    const dialog = await screen.findByRole('dialog');
    const image = imageIn(dialog);
    const button = (name: string) => within(dialog).getByRole('button', { name });
    expect(image.style.transform).toBe('translate(0px, 0px) rotate(0deg) scale(0.6)');
    await user.click(button('Zoom in'));
    expect(image.style.transform).toContain('scale(0.65)');
    for (let i = 0; i < 3; i += 1) await user.click(button('Zoom out'));
    expect(image.style.transform).toContain('scale(0.5)');
    expect(button('Zoom out')).toBeDisabled();
    expect(within(dialog).getByText('Zoom 50%')).toBeInTheDocument();
    await user.click(button('Rotate 90 degrees'));
    await user.click(button('Rotate 90 degrees'));
    expect(image.style.transform).toContain('rotate(180deg)');
    await user.click(button('Move up'));
    await user.click(button('Move right'));
    await user.click(button('Move right'));
    expect(image.style.transform).toContain('translate(40px, -20px)');
    await user.click(button('Move down'));
    await user.click(button('Move left'));
    expect(image.style.transform).toContain('translate(20px, 0px)');
    await user.click(button('Reset'));
    expect(image.style.transform).toBe('translate(0px, 0px) rotate(0deg) scale(0.6)');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stops zooming in at 100 %', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} values={values} locale="en" uploadFile={instantUpload()} />);
    await user.click(screen.getByRole('button', { name: 'View photo.jpg' }));
    const dialog = await screen.findByRole('dialog');
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 8; i += 1) await user.click(zoomIn);
    expect(imageIn(dialog).style.transform).toContain('scale(1)');
    expect(zoomIn).toBeDisabled();
  });

  it('opens a PDF in a frame and closes with the Close button', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} values={values} locale="en" uploadFile={instantUpload()} />);
    await user.click(screen.getByRole('button', { name: 'View cv.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('PDF preview: cv.pdf')).toHaveAttribute('src', '/u/cv.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['sc', '查看talk.mp4', '此视频暂无法播放，请稍后再试'],
    ['tc', '檢視talk.mp4', '此影片暫無法播放，請稍後再試'],
    ['en', 'View talk.mp4', 'This video cannot be played right now, please try again later'],
  ] as const)('plays a video, and says so in %s when it cannot', async (locale, view, message) => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} values={values} locale={locale} uploadFile={instantUpload()} />);
    await user.click(screen.getByRole('button', { name: view }));
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/u/talk.mp4');
    expect(video).toHaveAttribute('controls');
    fireEvent.error(video as HTMLVideoElement);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('in preview lists the files with their dialogs and no remove buttons, and -- when empty', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PortalForm fields={fields} values={values} locale="en" mode="preview" />);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Uploads are not available here')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View photo.jpg' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    unmount();
    render(<PortalForm fields={fields} locale="en" mode="preview" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
