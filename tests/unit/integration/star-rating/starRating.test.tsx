// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalForm, type PortalFormHandle } from '../../../../renderers/index';
import { registerFieldType, validateModule } from '../../../../schema-adapters/index';
import '../../renderers/setup';
import fixture from './star-rating.json';
import { starRatingAdapter } from './starRatingAdapter';
import { starRatingEntry } from './StarRatingControl';

describe('a field type added by an integrator (star rating, type 42)', () => {
  beforeAll(() => registerFieldType(starRatingAdapter));

  it('validates with the core: the fixture cases hold', () => {
    expect(validateModule(fixture.fields, fixture.valid[0]?.values, { locale: 'en' })).toEqual([]);
    const errors = validateModule(fixture.fields, fixture.invalid[0]?.values, { locale: 'en' });
    expect(errors.map(({ field, keyword }) => ({ field, keyword }))).toEqual(fixture.invalid[0]?.errors);
  });

  it('is filled in <PortalForm> through its own renderer, with no edit to the core', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fixture.fields} locale="en" extraRenderers={[starRatingEntry]} onChange={onChange} />);
    await user.type(screen.getByLabelText(/Course/), 'Analysis');
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ course: 'Analysis', stars: 4 }, []));
    let errors: unknown[] = [];
    act(() => {
      errors = ref.current?.validate() ?? [];
    });
    expect(errors).toEqual([]);
  });
});
