// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { allFixtures, type FieldFixture } from '../../../fixtures/index';
import { PortalForm, type PortalFormHandle, type UploadFile } from '../../../renderers/index';
import { LOCALES, type Locale, translate } from '../../../schema-adapters/index';
import './setup';

const upload: UploadFile = async (file) => ({ name: file.name, url: `/uploads/${file.name}`, size: file.size });
const INTERACTIVE = 'input:not([type=hidden]):not([aria-hidden=true]), select, textarea:not([aria-hidden=true]), [role=combobox], [role=radio], [role=checkbox], [role=slider], button';

const refereeOf = (fixture: FieldFixture) => fixture.menu?.referee ?? 0;

function renderFixture(fixture: FieldFixture, locale: Locale, values?: Record<string, unknown>) {
  const ref = createRef<PortalFormHandle>();
  const view = render(<PortalForm ref={ref} fields={fixture.fields} values={values} locale={locale} referee={refereeOf(fixture)} uploadFile={upload} />);
  return { ref, view };
}

describe.each(allFixtures.map((fixture) => [fixture.name, fixture] as const))('renderers on fixture %s', (_, fixture) => {
  it.each(LOCALES)('renders in %s with an accessible name on every input', async (locale) => {
    const { view } = renderFixture(fixture, locale, fixture.valid[0]?.values);
    await waitFor(() => expect(view.container.querySelector('form, div')).not.toBeNull());
    const unnamed = [...view.container.querySelectorAll<HTMLElement>(INTERACTIVE)]
      .filter((element) => !element.closest('[aria-hidden=true]'))
      .filter((element) => computeAccessibleName(element).trim() === '')
      .map((element) => element.outerHTML.slice(0, 120));
    expect(unnamed).toEqual([]);
  });

  it.each(fixture.valid.map((item) => [item.name, item] as const))('valid values "%s" show no error and round-trip', async (_, testCase) => {
    const { ref } = renderFixture(fixture, 'en', testCase.values);
    let errors: unknown[] = [];
    act(() => {
      errors = ref.current?.validate() ?? [];
    });
    expect(errors).toEqual([]);
    expect(ref.current?.values()).toEqual(testCase.saved ?? testCase.values);
  });

  it.each(fixture.invalid.slice(0, 2).map((item) => [item.name, item] as const))('invalid values "%s" show messages in the chosen locale', async (_, testCase) => {
    const locale: Locale = 'tc';
    const { ref, view } = renderFixture(fixture, locale, testCase.values);
    let errors: Array<{ message: string }> = [];
    act(() => {
      errors = ref.current?.validate() ?? [];
    });
    expect(errors.length).toBeGreaterThan(0);
    const summary = await view.findByText(translate(locale, 'form.errorSummary'));
    expect(summary).toBeInTheDocument();
    for (const error of errors) expect(view.container.textContent).toContain(error.message);
  });
});
