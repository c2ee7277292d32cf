// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalForm, type UploadFile } from '../../../../renderers/index';
import '../setup';
import { deferred, fileOf, instantUpload, lastData } from './helpers';

const docsField = (condition: Record<string, unknown>) => [
  { id: 1, field: 'docs', name: { sc: '材料', tc: '材料', en: 'Documents' }, type: 8, required: 0, condition },
];
const rules = { file_type: ['pdf', 'jpg'], file_size: 1, upload_sample: 2 };

describe('<UploadControl>', () => {
  it('has a real file input named by the field label, with accept and multiple', () => {
    render(<PortalForm fields={docsField(rules)} locale="en" uploadFile={instantUpload()} />);
    const input = screen.getByLabelText('Documents');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Documents');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg');
    expect(input).toHaveAttribute('multiple');
    expect(input.closest('label')).not.toHaveAttribute('role');
  });

  it('derives the hint from types, size and count in two locales', () => {
    const condition = { file_type: ['jpg', 'jpeg', 'png'], file_size: 5, upload_sample: 3 };
    const { unmount } = render(<PortalForm fields={docsField(condition)} locale="en" uploadFile={instantUpload()} />);
    expect(screen.getByText('jpg, jpeg or png, up to 5 MB, at most 3 files')).toBeInTheDocument();
    unmount();
    render(<PortalForm fields={docsField(condition)} locale="sc" uploadFile={instantUpload()} />);
    expect(screen.getByText('jpg、jpeg或png，不超过5MB，最多3个文件')).toBeInTheDocument();
  });

  it.each([
    ['a wrong type', [fileOf('virus.exe')], 'Please upload a document in pdf or jpg format.'],
    ['a file too big', [fileOf('big.pdf', 1024 * 1024 + 1)], 'Please upload a document less than 1MB'],
    ['too many files', [fileOf('a.pdf'), fileOf('b.pdf'), fileOf('c.pdf')], 'The number of files is limited'],
  ])('rejects %s with the spec message and uploads nothing', async (_, files, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadFile = instantUpload();
    render(<PortalForm fields={docsField(rules)} locale="en" uploadFile={uploadFile} />);
    await user.upload(screen.getByLabelText('Documents'), files);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('counts files already stored against the limit (drag and drop too)', async () => {
    const uploadFile = instantUpload();
    const values = { docs: [{ name: 'a.pdf', url: '/u/a.pdf', uid: '1' }, { name: 'b.pdf', url: '/u/b.pdf', uid: '2' }] };
    const { container } = render(<PortalForm fields={docsField(rules)} values={values} locale="sc" uploadFile={uploadFile} />);
    const zone = container.querySelector('[data-drop-zone]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('c.pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('文件数量超出限制');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads a good file with progress and reports it through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const gate = deferred<void>();
    const uploadFile = vi.fn<UploadFile>(async (file, { onProgress, field }) => {
      expect(field).toBe('docs');
      onProgress(40);
      await gate.promise;
      return { name: file.name, url: '/uploads/cv.pdf', uid: 'u-1' };
    });
    render(<PortalForm fields={docsField(rules)} locale="en" uploadFile={uploadFile} onChange={onChange} />);
    await user.upload(screen.getByLabelText('Documents'), fileOf('cv.pdf', 300));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading cv.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(lastData(onChange).docs).toEqual([{ name: 'cv.pdf', url: '/uploads/cv.pdf', uid: 'u-1', size: 300 }]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View cv.pdf' })).toBeInTheDocument();
  });

  it('never flashes "required" while a required file is on its way', async () => {
    const user = userEvent.setup();
    const gate = deferred<void>();
    const uploadFile = vi.fn<UploadFile>(async (file) => {
      await gate.promise;
      return { name: file.name, url: '/uploads/cv.pdf', uid: 'u-3', size: 10 };
    });
    const shown: boolean[] = [];
    const observer = new MutationObserver(() => shown.push(screen.queryByText('Required fields cannot be empty') !== null));
    const { container } = render(<PortalForm fields={[{ ...docsField(rules)[0], required: 1 }]} locale="en" uploadFile={uploadFile} />);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await user.upload(screen.getByLabelText(/^Documents/), fileOf('cv.pdf'));
    await screen.findByRole('progressbar', { name: 'Uploading cv.pdf' });
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the validation pause, the file still arriving
    gate.resolve();
    await screen.findByRole('button', { name: 'View cv.pdf' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    expect(shown.some(Boolean)).toBe(false);
  });

  it('says a required field is empty once its only upload has failed', async () => {
    const user = userEvent.setup();
    const uploadFile = vi.fn<UploadFile>().mockRejectedValue(new Error('503'));
    render(<PortalForm fields={[{ ...docsField(rules)[0], required: 1 }]} locale="en" uploadFile={uploadFile} />);
    await user.upload(screen.getByLabelText(/^Documents/), fileOf('cv.pdf'));
    expect(await screen.findByText(/File upload failed/)).toBeInTheDocument();
    expect(await screen.findByText('Required fields cannot be empty')).toBeInTheDocument();
  });

  it('shows a failure with Retry, and the retry succeeds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const uploadFile = vi
      .fn<UploadFile>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce({ name: 'cv.pdf', url: '/uploads/cv.pdf', uid: 'u-2', size: 10 });
    render(<PortalForm fields={docsField(rules)} locale="en" uploadFile={uploadFile} onChange={onChange} />);
    await user.upload(screen.getByLabelText('Documents'), fileOf('cv.pdf'));
    expect(await screen.findByText(/File upload failed, please try again later/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(lastData(onChange).docs).toEqual([{ name: 'cv.pdf', url: '/uploads/cv.pdf', uid: 'u-2', size: 10 }]));
    expect(uploadFile).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/File upload failed/)).not.toBeInTheDocument();
  });

  it('names the server\'s reason for a refused file, offers no Retry and keeps the file out of the count', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const refused = Object.assign(new Error('Please upload a document in pdf or jpg format.'), { status: 400 });
    const uploadFile = vi
      .fn<UploadFile>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValueOnce({ name: 'good.pdf', url: '/uploads/good.pdf', uid: 'u-3', size: 10 });
    const oneFile = docsField({ ...rules, upload_sample: 1 });
    render(<PortalForm fields={oneFile} locale="en" uploadFile={uploadFile} onChange={onChange} />);
    await user.upload(screen.getByLabelText('Documents'), fileOf('fake.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('fake.pdf: Please upload a document in pdf or jpg format.');
    expect(screen.queryByText(/File upload failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Documents'), fileOf('good.pdf'));
    await waitFor(() => expect(lastData(onChange).docs).toEqual([{ name: 'good.pdf', url: '/uploads/good.pdf', uid: 'u-3', size: 10 }]));
    expect(screen.queryByText('The number of files is limited')).not.toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('keeps Retry for a server failure (5xx) and a lost connection', async () => {
    const user = userEvent.setup();
    const uploadFile = vi.fn<UploadFile>().mockRejectedValue(Object.assign(new Error('Internal error'), { status: 500 }));
    render(<PortalForm fields={docsField(rules)} locale="sc" uploadFile={uploadFile} />);
    await user.upload(screen.getByLabelText('材料'), fileOf('cv.pdf'));
    expect(await screen.findByText(/文件上传失败/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('removes a stored file', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const values = { docs: [{ name: 'a.pdf', url: '/u/a.pdf', uid: '1' }, { name: 'b.pdf', url: '/u/b.pdf', uid: '2' }] };
    render(<PortalForm fields={docsField(rules)} values={values} locale="en" uploadFile={instantUpload()} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await waitFor(() => expect(lastData(onChange).docs).toEqual([{ name: 'b.pdf', url: '/u/b.pdf', uid: '2' }]));
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).not.toBeInTheDocument();
  });

  it('lists example files as links, named in the form language or as a translated "Sample n"', () => {
    const files = [
      { name: { sc: '成绩单示例.pdf', tc: '成績單範例.pdf', en: 'Transcript sample.pdf' }, url: '/static/transcript.pdf' },
      { name: '证件照示例.jpg', url: '/static/photo.jpg' },
    ];
    const condition = { ...rules, files };
    const { unmount } = render(<PortalForm fields={docsField(condition)} locale="en" uploadFile={instantUpload()} />);
    expect(screen.getByRole('link', { name: 'Transcript sample.pdf' })).toHaveAttribute('href', '/static/transcript.pdf');
    expect(screen.getByRole('link', { name: 'Sample 2' })).toHaveAttribute('href', '/static/photo.jpg');
    unmount();
    const { unmount: unmountTc } = render(<PortalForm fields={docsField(condition)} locale="tc" uploadFile={instantUpload()} />);
    expect(screen.getByRole('link', { name: '成績單範例.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '範例 2' })).toBeInTheDocument();
    unmountTc();
    render(<PortalForm fields={docsField(condition)} locale="sc" uploadFile={instantUpload()} />);
    expect(screen.getByRole('link', { name: '示例 2' })).toBeInTheDocument();
  });

  it('without uploadFile says uploads are not available and disables the picker', () => {
    render(<PortalForm fields={docsField(rules)} locale="tc" />);
    expect(screen.getByText('此處無法上傳檔案')).toBeInTheDocument();
    expect(screen.getByLabelText('材料')).toBeDisabled();
  });
});
