import { expect, test } from './cspGuard';
import { openFixture, savedValues } from './gallery';

test('the matrix is operated by keyboard only: Tab between rows, arrows and Space to choose, 1-based columns saved', async ({ page }) => {
  await openFixture(page, '09-matrix', { locale: 'en', view: 'edit' });
  const form = page.getByRole('region', { name: 'Edit' });
  const row = (name: string) => form.getByRole('radiogroup', { name });
  const radio = (rowName: string, column: string) => row(rowName).getByRole('radio', { name: column, exact: true });

  // Start on the gallery's last toolbar button: the next Tab stop is the first matrix row.
  await page.getByRole('button', { name: 'Validate' }).focus();

  await page.keyboard.press('Tab');
  await expect(radio('Academic research', 'Excellent')).toBeFocused();
  await expect(radio('Academic research', 'Excellent')).not.toBeChecked(); // focus alone does not choose
  await page.keyboard.press('ArrowRight');
  await expect(radio('Academic research', 'Good')).toBeFocused();
  await expect(radio('Academic research', 'Good')).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(radio('Communication', 'Excellent')).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // wraps round to the last column
  await expect(radio('Communication', 'Unable to judge')).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(radio('Leadership', 'Excellent')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radio('Leadership', 'Excellent')).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(radio('Teamwork', 'Excellent')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(radio('Teamwork', 'Average')).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(radio('Teamwork', 'Good')).toBeChecked();
  await expect(radio('Teamwork', 'Average')).not.toBeChecked();

  // Tab leaves the first matrix for the first row of the second one (stable row values).
  await page.keyboard.press('Tab');
  await expect(radio('Listening', 'Fluent')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(radio('Listening', 'Weak')).toBeChecked();

  // Shift+Tab goes back to the chosen radio of the previous row, which keeps its choice.
  await page.keyboard.press('Shift+Tab');
  await expect(radio('Teamwork', 'Good')).toBeFocused();
  await expect(radio('Teamwork', 'Good')).toBeChecked();

  // One radio checked per row, exactly the ones chosen.
  for (const [name, column] of [['Academic research', 'Good'], ['Communication', 'Unable to judge'], ['Leadership', 'Excellent'], ['Teamwork', 'Good'], ['Listening', 'Weak']] as const) {
    await expect(row(name).getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(radio(name, column)).toBeChecked();
  }
  await expect(row('Speaking').getByRole('radio', { checked: true })).toHaveCount(0);

  await expect
    .poll(() => savedValues(page))
    .toEqual({ self_eval: { '0': 2, '1': 5, '2': 1, '3': 2 }, english_skills: { listening: 3 } });
});
