// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalForm, prepareForm } from '../../../../renderers/index';

const failing = vi.hoisted(() => ({ video: true }));
vi.mock('../../../../renderers/media/VideoControl', async (importOriginal) => {
  if (failing.video) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

// As in a browser (not inside act()): a form that suspends is drawn again when its code has loaded.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let roots: Root[] = [];
const complaints = vi.fn();
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  vi.spyOn(console, 'error').mockImplementation(complaints);
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  roots.forEach((root) => root.unmount());
  roots = [];
  document.body.innerHTML = '';
});

/** Draws `ui` the way the app does, synchronously: what a first render shows is in the document on return. */
function draw(ui: ReactNode): void {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  flushSync(() => root.render(ui));
}

const name = (en: string) => ({ sc: en, tc: en, en });
const options = (count: number) => Array.from({ length: count }, (_, index) => name(`Option ${index + 1}`));
const phone = [{ id: 1, field: 'contact', type: 13, name: name('Contact phone') }];
const notice = [{ id: 2, field: 'notice', type: 14, name: name('Notice'), condition: { htmlContent: name('<p>Read this first</p>') } }];
const upload = [{ id: 3, field: 'cv', type: 8, name: name('CV') }];
const shortList = [{ id: 4, field: 'degree', type: 5, name: name('Degree'), item: options(5) }];
const longList = [{ id: 5, field: 'country', type: 5, name: name('Country'), item: options(11) }];
const video = [{ id: 6, field: 'intro', type: 11, name: name('Video') }];
const pattern = [{ id: 7, field: 'code', type: 1, name: name('Code'), value_format: '^[HM]\\d{8,10}$' }];

class Boundary extends Component<{ children: ReactNode }, { error: string }> {
  override state = { error: '' };
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('forms whose code loads on demand', () => {
  it('loads the searchable select for a long list only where one is drawn (not in preview)', async () => {
    await prepareForm(longList, { locale: 'en', mode: 'preview' });
    draw(<PortalForm fields={longList} locale="en" mode="preview" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    draw(<PortalForm fields={longList} locale="en" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
  });

  it('draws a prepared form at once, with the controls its fields need', async () => {
    await prepareForm(phone, { locale: 'en' });
    draw(<PortalForm fields={phone} locale="en" />);
    expect(screen.getByRole('combobox', { name: 'Contact phone, country or region code' })).toHaveValue('Chinese Mainland +86');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a loading line for a form drawn before its code has loaded, then the form', async () => {
    draw(<PortalForm fields={notice} locale="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByText('Read this first')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws a form with its own pattern at once once prepared, and validates with the pattern', async () => {
    await prepareForm(pattern, { locale: 'en' });
    draw(<PortalForm fields={pattern} locale="en" />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInTheDocument();
  });

  it('loads only what a module needs', async () => {
    await prepareForm(shortList, { locale: 'en' });
    draw(<PortalForm fields={shortList} locale="en" />);
    expect(screen.getByRole('combobox', { name: 'Degree' })).toBeInTheDocument();
    draw(<PortalForm fields={upload} locale="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('rejects when a chunk cannot be loaded, shows the error instead of a blank form, and loads on the next try', async () => {
    await expect(prepareForm(video, { locale: 'en' })).rejects.toThrow();
    draw(
      <Boundary>
        <PortalForm fields={video} locale="en" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    failing.video = false;
    await prepareForm(video, { locale: 'en' });
    draw(<PortalForm fields={video} locale="en" />);
    expect(screen.getAllByText('Choose a video file')).not.toHaveLength(0);
  });

  it('reads its loads the way React expects (no warning of uncached or conditional use)', () => {
    const warnings = complaints.mock.calls.map((call) => String(call[0])).filter((text) => /use\(\)|uncached promise/.test(text));
    expect(warnings).toEqual([]);
  });
});
