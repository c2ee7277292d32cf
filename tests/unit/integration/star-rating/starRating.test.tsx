// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormRuntimeProvider, PortalForm, type PortalFormHandle } from '../../../../renderers/index';
import '../../renderers/setup';
import { starRatingRuntime } from './runtime';
import fixture from './star-rating.json';
import { starRatingEntry } from './StarRatingControl';

describe('a field type added by an integrator (star rating, type 42)', () => {
  it('validates with its runtime: the fixture cases hold', () => {
    for (const { values } of fixture.valid) expect(starRatingRuntime.validate(fixture.fields, values, { locale: 'en' })).toEqual([]);
    for (const { values, errors } of fixture.invalid) {
      const found = starRatingRuntime.validate(fixture.fields, values, { locale: 'en' });
      expect(found.map(({ field, keyword }) => ({ field, keyword }))).toEqual(errors);
    }
  });

  it('words its errors itself, in every language', () => {
    const messageOf = (values: Record<string, unknown>, locale: 'sc' | 'tc' | 'en') => starRatingRuntime.validate(fixture.fields, values, { locale }).find((error) => error.field === 'stars')?.message;
    expect(messageOf({ course: 'A', stars: 9 }, 'en')).toBe('Choose 1 to 5 stars');
    expect(messageOf({ course: 'A', stars: 0 }, 'tc')).toBe('請選擇 1 到 5 顆星');
    expect(messageOf({ course: 'A' }, 'sc')).toBe('请为课程打分');
  });

  it('is filled in <PortalForm> through its own renderer, with no edit to the core', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<PortalFormHandle>();
    render(
      <FormRuntimeProvider value={starRatingRuntime}>
        <PortalForm ref={ref} fields={fixture.fields} locale="en" extraRenderers={[starRatingEntry]} onChange={onChange} />
      </FormRuntimeProvider>,
    );
    await user.type(screen.getByLabelText(/Course/), 'Analysis');
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ course: 'Analysis', stars: 4 }, []));
    let errors: unknown[] = [];
    act(() => {
      errors = ref.current?.validate() ?? [];
    });
    expect(errors).toEqual([]);
  });

  it('shows its own error under its field after a failed save, and drops it once a rating is chosen', async () => {
    const ref = createRef<PortalFormHandle>();
    render(
      <FormRuntimeProvider value={starRatingRuntime}>
        <PortalForm ref={ref} fields={fixture.fields} values={{ course: 'Analysis' }} locale="en" extraRenderers={[starRatingEntry]} />
      </FormRuntimeProvider>,
    );
    act(() => {
      ref.current?.validate();
    });
    const rating = screen.getByRole('group', { name: /Course rating/ });
    expect(rating).toHaveAccessibleDescription('Give the course a rating');
    expect(within(rating).getByText('Give the course a rating')).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    await waitFor(() => expect(within(rating).queryByText('Give the course a rating')).not.toBeInTheDocument());
  });

  it('is drawn by every form under a provider that carries its renderer, with no extraRenderers at the call site', () => {
    render(
      <FormRuntimeProvider value={starRatingRuntime} renderers={[starRatingEntry]}>
        <PortalForm fields={fixture.fields} values={{ course: 'Analysis', stars: 3 }} locale="en" />
        <PortalForm fields={fixture.fields} values={{ course: 'Algebra', stars: 5 }} locale="en" mode="preview" />
      </FormRuntimeProvider>,
    );
    expect(screen.getByRole('radio', { name: '3 Stars' })).toBeChecked();
    expect(screen.getByText('★★★★★')).toBeInTheDocument();
  });
});
