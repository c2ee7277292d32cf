// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FileLinkResolver, PortalForm } from '../../../../renderers/index';
import '../setup';

const field = [
  { id: 1, field: 'docs', name: { sc: '材料', tc: '材料', en: 'Documents' }, type: 8, required: 0, condition: { file_type: ['pdf', 'png', 'docx'], file_size: 1, upload_sample: 5 } },
];
const values = {
  docs: [
    { name: 'photo.png', url: '/v1/public/file/photo0001', uid: 'photo0001' },
    { name: 'cv.pdf', url: '/v1/public/file/cvcv0001', uid: 'cvcv0001' },
    { name: 'essay.docx', url: '/v1/public/file/essay0001', uid: 'essay0001' },
  ],
};
const signed = (url: string, inline: boolean) => `${url}?expires=1&signature=s${inline ? '&inline=1' : ''}`;

/** Stored files are shown through the form's file links (signed addresses), never through their bare address. */
describe('stored files in a form', () => {
  it('shows thumbnails, dialogs and download links with the resolved addresses', async () => {
    const fileLink = vi.fn<FileLinkResolver>(async (url, { inline }) => signed(url, inline));
    render(<PortalForm fields={field} values={values} locale="en" fileLink={fileLink} />);
    expect(await screen.findByRole('img', { name: 'photo.png' })).toHaveAttribute('src', signed('/v1/public/file/photo0001', true));
    expect(screen.getByRole('link', { name: 'essay.docx' })).toHaveAttribute('href', signed('/v1/public/file/essay0001', false));
    fireEvent.click(screen.getByRole('button', { name: 'View cv.pdf' }));
    // The dialog's code loads on demand: on a loaded two-core machine that can take longer than the usual wait.
    expect(await screen.findByTitle('PDF preview: cv.pdf', undefined, { timeout: 20_000 })).toHaveAttribute('src', signed('/v1/public/file/cvcv0001', true));
  });

  it('says a file cannot be shown when its link is refused or its image fails to load, instead of a broken image', async () => {
    const fileLink = vi.fn<FileLinkResolver>(async (url, { inline }) => {
      if (url.includes('cvcv')) throw new Error('not yours');
      return signed(url, inline);
    });
    render(<PortalForm fields={field} values={values} locale="en" fileLink={fileLink} />);
    expect(await screen.findByText('cv.pdf: This file cannot be shown right now; please reload the page and try again')).toBeInTheDocument();
    fireEvent.error(await screen.findByRole('img', { name: 'photo.png' }));
    await waitFor(() => expect(screen.getByText(/photo\.png: This file cannot be shown/)).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'photo.png' })).not.toBeInTheDocument();
  });

  it('uses the addresses as they are without a resolver (the gallery, local previews)', () => {
    render(<PortalForm fields={field} values={values} locale="en" />);
    expect(screen.getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', '/v1/public/file/photo0001');
  });
});
