// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PortalForm, type PortalFormHandle } from '../../../../renderers/index';
import '../../renderers/setup';

const fields = [
  { id: 1, field: 'constructor', name: { sc: '构造', tc: '構造', en: 'Maker' }, type: 1, required: 1 },
  { id: 2, field: 'toString', name: { sc: '文本', tc: '文本', en: 'Words' }, type: 2 },
  {
    id: 3,
    field: 'valueOf',
    name: { sc: '评分', tc: '評分', en: 'Rating' },
    type: 9,
    item: [{ sc: '行', tc: '行', en: 'Row', value: 'constructor' }],
    condition: { option: ['Low', 'High'] },
  },
];

describe('<PortalForm> with keys named like Object.prototype properties', () => {
  it('shows them empty, takes typed values and saves them under their own keys', async () => {
    const user = userEvent.setup();
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="en" />);
    const maker = screen.getByLabelText(/Maker/);
    expect(maker).toHaveValue('');
    expect(screen.getByLabelText(/Words/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /High/ })).not.toBeChecked();
    await user.type(maker, 'typed');
    await user.tab();
    await user.click(screen.getByRole('radio', { name: /High/ }));
    await waitFor(() => expect(ref.current?.values()).toEqual({ constructor: 'typed', valueOf: { constructor: 2 } }));
    expect(ref.current?.validate()).toEqual([]);
  });

  it('reports the empty required one as required', () => {
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="en" />);
    expect(ref.current?.validate()).toEqual([{ field: 'constructor', keyword: 'required', message: 'Required fields cannot be empty' }]);
  });
});
