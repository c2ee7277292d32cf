// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem, Paged } from '../../../../protocol/content';
import { ApiFailure } from '../../../../src/api';
import * as content from '../../../../src/api/content';
import { DownloadsPanel } from '../../../../src/pages/downloads/DownloadsPanel';
import { useProjectStore } from '../../../../src/store';
import { InEnglish } from '../account/i18n';
import { contentItem } from '../contentItem';

vi.mock('../../../../src/api/content', async (importOriginal) => ({
  ...(await importOriginal<typeof content>()),
  downloads: vi.fn(),
  recordDownload: vi.fn(),
}));

const downloads = vi.mocked(content.downloads);
const recordDownload = vi.mocked(content.recordDownload);

function item(id: number, fileName: string, size: number): ContentItem {
  return contentItem({
    id,
    kind: 'download',
    category: 'download-files',
    title: `title ${id}`,
    title_i18n: { sc: `标题 ${id}`, en: `English title ${id}` },
    url: `/downloads/${fileName}`,
    file_name: fileName,
    size,
    published_at: Date.UTC(2026, 0, 5, 12),
  });
}

function page(list: ContentItem[], total = list.length, pageNumber = 1): Paged<ContentItem> {
  return { list, total, page: pageNumber, page_size: 10, has_more: pageNumber * 10 < total };
}

const show = () =>
  render(
    <InEnglish>
      <DownloadsPanel />
    </InEnglish>,
  );

beforeEach(() => useProjectStore.setState({ locale: 'en' }));
afterEach(() => vi.clearAllMocks());

describe('<DownloadsPanel>', () => {
  it('lists each file with its title in the reader\'s language, name, size, type and a real download link', async () => {
    downloads.mockResolvedValue(page([item(1, 'application-guide.pdf', 2048), item(2, 'a-very-long-template-name.txt', 3 * 1024 * 1024)]));
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Downloads' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('download-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'English title 1' })).toBeInTheDocument();
    expect(first.getByText('application-guide.pdf · 2 kB · Jan 5, 2026')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    const link = first.getByRole('link', { name: 'Download English title 1' });
    expect(link).toHaveAttribute('href', '/downloads/application-guide.pdf');
    expect(link).toHaveAttribute('download', 'application-guide.pdf');
    expect(within(rows[1]!).getByText('a-very-long-template-name.txt · 3 MB · Jan 5, 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Text file' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('records a download, and reports a failed record with the server\'s reason', async () => {
    downloads.mockResolvedValue(page([item(7, 'application-guide.pdf', 2048)]));
    recordDownload.mockRejectedValue(new ApiFailure({ status: 429, message: 'Too many requests', data: null }));
    show();
    const link = await screen.findByRole('link', { name: 'Download English title 7' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(recordDownload).toHaveBeenCalledWith(7);
    expect(await screen.findByRole('alert')).toHaveTextContent('The download of “English title 7” could not be recorded: Too many requests. The file still downloads.');
  });

  it('says when there is nothing to download', async () => {
    downloads.mockResolvedValue(page([]));
    show();
    expect(await screen.findByText('No files to download yet')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads again', async () => {
    downloads.mockRejectedValueOnce(new ApiFailure({ status: 500, message: 'Server trouble', data: null })).mockResolvedValue(page([item(1, 'a.pdf', 10)]));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the content');
    expect(await screen.findByText('The content could not be loaded: Server trouble')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('download-row')).toBeInTheDocument();
  });

  it('pages when there is more than one page', async () => {
    downloads.mockImplementation((query = {}) =>
      Promise.resolve(query.page === 2 ? page([item(11, 'eleven.zip', 10)], 11, 2) : page(Array.from({ length: 10 }, (_, i) => item(i + 1, `f${i}.pdf`, 10)), 11)),
    );
    show();
    await screen.findAllByTestId('download-row');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'English title 11' })).toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Archive' })).toBeInTheDocument();
    expect(downloads).toHaveBeenLastCalledWith({ page: 2, page_size: 10 });
  });
});
