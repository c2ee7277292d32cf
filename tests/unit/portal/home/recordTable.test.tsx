// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordTable } from '../../../../src/pages/home/RecordTable';

const COLUMNS = ['Referee', 'E-mail'];
const ROWS = [['Ada', 'ada@example.org']];

/** Makes every media query match (a phone) or none (a wide screen). */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<RecordTable>', () => {
  it('on a wide screen: a focusable region named by the heading, holding a table with column headers', () => {
    screenIs(false);
    render(<RecordTable id="records" title="Recommendation records" columns={COLUMNS} rows={ROWS} emptyText="None" />);
    const region = screen.getAllByRole('region', { name: 'Recommendation records' }).find((element) => element.getAttribute('role') === 'region');
    if (!region) throw new Error('no scroll region');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(COLUMNS);
    expect(within(region).getByRole('cell', { name: 'ada@example.org' })).toBeInTheDocument();
  });

  it('on a phone: each record is a list item of label and value pairs', () => {
    screenIs(true);
    render(<RecordTable id="records" title="Recommendation records" columns={COLUMNS} rows={ROWS} emptyText="None" />);
    expect(screen.queryByRole('table')).toBeNull();
    const item = screen.getByRole('listitem');
    expect(within(item).getAllByRole('term').map((cell) => cell.textContent)).toEqual(COLUMNS);
    expect(within(item).getAllByRole('definition').map((cell) => cell.textContent)).toEqual(['Ada', 'ada@example.org']);
  });

  it('without rows: the empty text as an information notice', () => {
    screenIs(false);
    render(<RecordTable id="records" title="Recommendation records" columns={COLUMNS} rows={[]} emptyText="No referees yet" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Recommendation records' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No referees yet');
  });
});
