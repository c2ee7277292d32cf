import { type Locator, type Page, expect, test } from './cspGuard';
import { fieldFrame, openDefinitions, openFixture, savedValues } from './gallery';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/;

/** Draws a zigzag stroke and a second short stroke across the canvas with the mouse. */
async function drawSignature(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas has no box');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [[0.2, 0.3], [0.3, 0.7], [0.4, 0.3], [0.5, 0.7], [0.6, 0.3], [0.7, 0.7], [0.9, 0.4]] as const) {
    await page.mouse.move(...at(x, y), { steps: 5 });
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.3, 0.85));
  await page.mouse.down();
  await page.mouse.move(...at(0.8, 0.85), { steps: 8 });
  await page.mouse.up();
}

test('a signature drawn with the mouse is saved as a PNG data URL, in the data and the preview', async ({ page }) => {
  await openFixture(page, '12-signature', { locale: 'en', view: 'both' });
  const field = fieldFrame(page.getByRole('region', { name: 'Edit' }), 'applicant_signature');
  // 12-signature has no policy layout: the pad is there at once, with no terms checkbox.
  await expect(field.getByRole('checkbox')).toHaveCount(0);
  const canvas = field.getByRole('img', { name: 'Signature area: draw your signature here' });
  await expect(canvas).toBeVisible();
  await drawSignature(page, canvas);
  await field.getByRole('button', { name: 'Save signature' }).click();

  const saved = field.getByRole('img', { name: 'Saved signature' });
  await expect(saved).toBeVisible();
  await expect(canvas).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Sign again' })).toBeVisible();
  const src = await saved.getAttribute('src');
  expect(PNG_DATA_URL.test(src ?? ''), 'the saved image is a PNG data URL').toBe(true);
  // The image really holds ink: it decodes to the canvas size and some pixels are dark.
  const dark = await saved.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(img, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 128) count += 1;
    return count;
  });
  expect(dark).toBeGreaterThan(500);

  // The gallery gets the values after the form's short validation pause: poll (comparing as a boolean keeps a
  // failure message free of a kilobyte-long data URL).
  await expect.poll(async () => (await savedValues(page)).applicant_signature === src).toBe(true);
  await expect(field.getByText('Please sign before saving')).toHaveCount(0);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: "Applicant's signature" })).toHaveAttribute('src', src ?? '');
});

test('Save with no strokes (or after Clear) asks to sign first and saves nothing', async ({ page }) => {
  await openFixture(page, '12-signature', { locale: 'en', view: 'edit' });
  const field = fieldFrame(page.getByRole('region', { name: 'Edit' }), 'applicant_signature');
  const save = field.getByRole('button', { name: 'Save signature' });
  await save.click();
  await expect(field.getByRole('alert').filter({ hasText: 'Please sign before saving' })).toBeVisible();
  await expect(field.getByRole('img', { name: 'Saved signature' })).toHaveCount(0);
  expect((await savedValues(page)).applicant_signature).toBeUndefined();

  const canvas = field.getByRole('img', { name: 'Signature area: draw your signature here' });
  await drawSignature(page, canvas);
  await field.getByRole('button', { name: 'Clear' }).click();
  await save.click();
  await expect(field.getByRole('alert').filter({ hasText: 'Please sign before saving' })).toBeVisible();
  expect((await savedValues(page)).applicant_signature).toBeUndefined();
});

test('with a policy layout the pad appears only after the terms checkbox is ticked', async ({ page }) => {
  // No fixture gives a signature a layout, so the gallery opens a definitions file with one.
  await openDefinitions(page, 'signature-policy.json', [
    { id: 1, field: 'signature', name: { sc: '签名', tc: '簽名', en: 'Signature' }, type: 12, required: 1, sort: 1, condition: { layout: 'schwarzman' } },
  ]);
  const field = fieldFrame(page.getByRole('region', { name: 'Edit' }), 'signature');
  const terms = field.getByRole('checkbox', { name: 'I have read and accept the electronic-signature terms' });
  const canvas = field.getByRole('img', { name: 'Signature area: draw your signature here' });
  await expect(terms).not.toBeChecked();
  await expect(canvas).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Save signature' })).toHaveCount(0);
  await terms.check();
  await expect(canvas).toBeVisible();
  await drawSignature(page, canvas);
  await field.getByRole('button', { name: 'Save signature' }).click();
  await expect(field.getByRole('img', { name: 'Saved signature' })).toHaveAttribute('src', PNG_DATA_URL);
  await expect.poll(async () => PNG_DATA_URL.test(String((await savedValues(page)).signature))).toBe(true);
});
