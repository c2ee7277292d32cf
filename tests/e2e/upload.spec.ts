import { crc32, deflateSync } from 'node:zlib';
import { type Locator, type Page, expect, test } from './cspGuard';
import { fieldFrame, openFixture, savedValues } from './gallery';

const MB = 1024 * 1024;

/** A real PNG (solid colour, width × height) so the browser can draw the thumbnail. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The control's own refusal message (the field's validation error, e.g. "Required…", has the `-error` id). */
const rejection = (frame: Locator) => frame.locator('[role="alert"]:not([id$="-error"])');

const file = (name: string, buffer: Buffer, mimeType = 'application/octet-stream') => ({ name, mimeType, buffer });
const pdf = (name: string) => file(name, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');

async function open(page: Page) {
  await openFixture(page, '08-upload', { locale: 'en', view: 'edit' });
  const form = page.getByRole('region', { name: 'Edit' });
  return {
    form,
    photo: fieldFrame(form, 'id_photo'),
    photoInput: form.locator('#field-id_photo'),
    transcripts: fieldFrame(form, 'transcripts'),
    transcriptsInput: form.locator('#field-transcripts'),
  };
}

test('a file of a type the field does not allow is refused with the type message', async ({ page }) => {
  const { photo, photoInput } = await open(page);
  await expect(photo).toContainText('jpg, jpeg or png, up to 1 MB, one file'); // the hint
  await photoInput.setInputFiles(file('a.exe', Buffer.from('MZ not really a program')));
  // checkFiles joins every allowed type with " or " (the hint above uses a list with commas).
  await expect(rejection(photo)).toHaveText('Please upload a document in jpg or jpeg or png format.');
  await expect(photo.getByRole('button', { name: /a\.exe/ })).toHaveCount(0);
  await expect(photo.getByRole('link', { name: /a\.exe/ })).toHaveCount(0);
  expect((await savedValues(page)).id_photo).toBeUndefined();
});

test('a file over the size limit is refused; one of exactly the limit is not', async ({ page }) => {
  const { photo, photoInput, transcripts, transcriptsInput } = await open(page);
  await photoInput.setInputFiles(file('big.jpg', Buffer.alloc(MB + 1), 'image/jpeg'));
  await expect(rejection(photo)).toHaveText('Please upload a document less than 1MB');
  await expect(photo.getByRole('button', { name: 'View big.jpg' })).toHaveCount(0);

  await transcriptsInput.setInputFiles(file('scan.pdf', Buffer.alloc(10 * MB + 1), 'application/pdf'));
  await expect(rejection(transcripts)).toHaveText('Please upload a document less than 10MB');

  // Zeros are no picture: the file is kept and listed by name, with a note instead of a broken thumbnail.
  await photoInput.setInputFiles(file('exact.jpg', Buffer.alloc(MB), 'image/jpeg'));
  await expect(photo.getByText(/^exact\.jpg: /)).toBeVisible();
  await expect(rejection(photo)).toHaveCount(0);
  await expect.poll(async () => (await savedValues(page)).id_photo).toEqual([expect.objectContaining({ name: 'exact.jpg', size: MB })]);
  expect((await savedValues(page)).transcripts).toBeUndefined();
});

test('more files than the field allows are refused, counting the ones already there', async ({ page }) => {
  const { transcripts, transcriptsInput } = await open(page);
  await expect(transcripts).toContainText('at most 3 files');
  await transcriptsInput.setInputFiles([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]);
  await expect(rejection(transcripts)).toHaveText('The number of files is limited');
  await expect(transcripts.getByRole('button', { name: /^View \d\.pdf$/ })).toHaveCount(0);

  await transcriptsInput.setInputFiles([pdf('1.pdf'), pdf('2.pdf')]);
  await expect(transcripts.getByRole('button', { name: /^View \d\.pdf$/ })).toHaveCount(2);
  await expect(rejection(transcripts)).toHaveCount(0);
  await transcriptsInput.setInputFiles([pdf('3.pdf'), pdf('4.pdf')]);
  await expect(rejection(transcripts)).toHaveText('The number of files is limited');
  await expect(transcripts.getByRole('button', { name: /^View \d\.pdf$/ })).toHaveCount(2);
  await transcriptsInput.setInputFiles(pdf('3.pdf'));
  await expect(transcripts.getByRole('button', { name: /^View \d\.pdf$/ })).toHaveCount(3);
  await expect.poll(async () => ((await savedValues(page)).transcripts as Array<{ name: string }> | undefined)?.map((record) => record.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
});

test('a good image is listed as a 90 px thumbnail that opens the image dialog with zoom buttons', async ({ page }) => {
  const { photo, photoInput } = await open(page);
  const image = png(295, 413);
  await photoInput.setInputFiles(file('photo.png', image, 'image/png'));
  const thumbnail = photo.getByRole('button', { name: 'View photo.png' });
  await expect(thumbnail).toBeVisible();
  await expect(rejection(photo)).toHaveCount(0);
  const img = thumbnail.getByRole('img', { name: 'photo.png' });
  await expect(img).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(295);
  expect((await img.boundingBox())?.height).toBe(90);
  await expect
    .poll(async () => (await savedValues(page)).id_photo)
    .toEqual([{ name: 'photo.png', url: expect.stringMatching(/^blob:/), uid: expect.stringMatching(/^blob:/), size: image.length }]);

  const src = (await img.getAttribute('src')) ?? '';
  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'Image preview: photo.png' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', src);
  await expect(dialog.getByText('Zoom 60%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByText('Zoom 65%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(dialog.getByText('Zoom 55%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The record can be removed again.
  await photo.getByRole('button', { name: 'Remove photo.png' }).click();
  await expect(thumbnail).toHaveCount(0);
  await expect.poll(async () => (await savedValues(page)).id_photo).toBeUndefined();
});
