import { type Locator, type Page, expect, test } from './cspGuard';
import { openFixture, savedValues } from './gallery';

/** The group's table (named by the group label) and its Add button. */
function group(page: Page, label: string, addName: string) {
  const form = page.getByRole('region', { name: 'Edit' });
  const table = form.getByRole('table', { name: label });
  return { form, table, rows: table.locator('tbody > tr'), add: form.getByRole('button', { name: addName }) };
}

/** Adds a row through the table layout's Create dialog (Cancel and OK), typing a value into its first text box. */
async function createRow(page: Page, add: Locator, text: string) {
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Create' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('textbox').first().fill(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

const rowCount = async (page: Page, key: string) => ((await savedValues(page))[key] as unknown[] | undefined)?.length ?? 0;

test('repeating-group: Add up to the limit of 3, then Add is disabled; the required row has no Delete', async ({ page }) => {
  await openFixture(page, 'repeating-group', { locale: 'en', view: 'edit' });
  const { table, rows, add } = group(page, 'Education', 'Add education');
  await expect(rows).toHaveCount(1); // the one required row is there from the start
  await expect(table.getByRole('button', { name: 'Edit entry 1' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Delete entry 1' })).toHaveCount(0);

  await createRow(page, add, 'Peking University');
  await createRow(page, add, 'Tsinghua University');
  await expect(rows).toHaveCount(3);
  await expect(add).toBeDisabled();
  await expect(table.getByRole('button', { name: 'Delete entry 1' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Delete entry 2' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Delete entry 3' })).toBeVisible();
  await expect
    .poll(async () => ((await savedValues(page)).education as Array<Record<string, unknown>>).map((row) => [row.columnNumber, row.school]))
    .toEqual([[1, undefined], [2, 'Peking University'], [3, 'Tsinghua University']]);
});

test('repeating-group: Delete asks for confirmation; Cancel keeps the row, OK removes it', async ({ page }) => {
  await openFixture(page, 'repeating-group', { locale: 'en', view: 'edit', caseIndex: 1 }); // "three rows (maximum)"
  const { table, rows, add } = group(page, 'Education', 'Add education');
  await expect(rows).toHaveCount(3);
  await expect(add).toBeDisabled();
  // The gallery's "Values to save" tab fills in at the first change only, so the rows are read from the table here.
  const schools = () => table.getByRole('textbox', { name: 'School' }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const before = await schools();
  expect(before).toHaveLength(3);
  expect(new Set(before).size, 'three different schools, so the row removed can be told apart').toBe(3);

  await table.getByRole('button', { name: 'Delete entry 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete entry 2' });
  await expect(confirm).toContainText('Are you sure you want to delete the data?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  expect(await schools()).toEqual(before);

  await table.getByRole('button', { name: 'Delete entry 2' }).click();
  await expect(confirm).toContainText('Are you sure you want to delete the data?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  await expect(add).toBeEnabled();
  await expect(table.getByRole('button', { name: 'Delete entry 3' })).toHaveCount(0);
  await expect.poll(schools).toEqual([before[0], before[2]]);
  await expect
    .poll(async () => ((await savedValues(page)).education as Array<Record<string, unknown>>).map((row) => row.school))
    .toEqual([before[0], before[2]]);
  await expect
    .poll(async () => ((await savedValues(page)).education as Array<Record<string, unknown>>).map((row) => row.columnNumber))
    .toEqual([1, 2]);
});

test('repeating-group: the Create and Edit dialogs have Cancel and OK; Cancel drops the draft, OK keeps it', async ({ page }) => {
  await openFixture(page, 'repeating-group', { locale: 'en', view: 'edit' });
  const { table, rows, add } = group(page, 'Education', 'Add education');

  await add.click();
  const create = page.getByRole('dialog', { name: 'Create' });
  await expect(create.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(create.getByRole('button', { name: 'OK' })).toBeVisible();
  await create.getByRole('textbox').first().fill('Not kept');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(add).toBeFocused();

  await table.getByRole('button', { name: 'Edit entry 1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(edit.getByRole('button', { name: 'OK' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'School' }).fill('Fudan University');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await expect(table.getByRole('textbox', { name: 'School' })).toHaveValue('');

  await table.getByRole('button', { name: 'Edit entry 1' }).click();
  await edit.getByRole('textbox', { name: 'School' }).fill('Fudan University');
  await edit.getByRole('button', { name: 'OK' }).click();
  await expect(edit).toHaveCount(0);
  await expect(table.getByRole('textbox', { name: 'School' })).toHaveValue('Fudan University');
  // Exactly one row: the cancelled Create added nothing.
  await expect.poll(async () => (await savedValues(page)).education).toEqual([expect.objectContaining({ columnNumber: 1, school: 'Fudan University' })]);
});

test('data-education-history: Add up to 4 rows, then Add is disabled; only row 1 has no Delete', async ({ page }) => {
  await openFixture(page, 'data-education-history', { locale: 'en', view: 'edit' });
  const { table, rows, add } = group(page, 'Studies', 'Add a study period');
  await expect(rows).toHaveCount(1);
  for (const school of ['School A', 'School B', 'School C']) {
    await expect(add).toBeEnabled();
    await createRow(page, add, school);
  }
  await expect(rows).toHaveCount(4);
  await expect(add).toBeDisabled();
  await expect(table.getByRole('button', { name: /^Delete entry/ })).toHaveCount(3);
  await expect(table.getByRole('button', { name: 'Delete entry 1' })).toHaveCount(0);
  await expect.poll(() => rowCount(page, 'education')).toBe(4);

  await table.getByRole('button', { name: 'Delete entry 4' }).click();
  await page.getByRole('alertdialog', { name: 'Delete entry 4' }).getByRole('button', { name: 'OK' }).click();
  await expect(rows).toHaveCount(3);
  await expect(add).toBeEnabled();
});
