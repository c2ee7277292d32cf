import { type Locator, type Page, expect, test } from './cspGuard';
import { fieldFrame, openDefinitions, openFixture, savedValues } from './gallery';

// Format: the Debian Chromium these tests run on (156, fake camera) can record `video/mp4`
// (MediaRecorder.isTypeSupported('video/mp4') is true), so useRecorder picks mp4 and names the file `….mp4`.
// 11-video's field with a countdown (intro_video: file_duration 180) allows only mp4, so it takes the recording; the
// first test checks that assumption and fails with a clear message if this Chromium would record webm instead.

/** What this browser's MediaRecorder will produce, chosen the way useRecorder chooses. */
const recordedFormat = (page: Page) => page.evaluate(() => (MediaRecorder.isTypeSupported('video/mp4') ? 'mp4' : 'webm'));

/** Opens the recorder of a field and starts recording once the fake camera is live. */
async function startRecording(page: Page, field: Locator) {
  await field.getByRole('button', { name: 'Record video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a video' });
  await expect(dialog.getByLabel('Camera')).toBeVisible();
  const start = dialog.getByRole('button', { name: 'Start recording' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(dialog.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  return dialog;
}

test('the 180 s countdown of intro_video stops the recording by itself at zero, and the recording uploads', async ({ page }) => {
  // The recorder's countdown is a setInterval: a fake clock lets the test run 180 s of it in a moment. The clock runs
  // at normal speed until told otherwise, so the camera and MediaRecorder work as usual.
  await page.clock.install();
  await openFixture(page, '11-video', { locale: 'en', view: 'edit' });
  const format = await recordedFormat(page);
  expect(format, 'intro_video (the only field with file_duration) accepts only mp4; this Chromium records webm').toBe('mp4');
  const field = fieldFrame(page.getByRole('region', { name: 'Edit' }), 'intro_video');

  const dialog = await startRecording(page, field);
  const timer = dialog.getByRole('timer');
  const stop = dialog.getByRole('button', { name: 'Stop recording' });
  await expect(timer).toHaveText(/Time left 00:0[23]:\d\d/);
  await expect(dialog.locator('[data-recording-format]')).toContainText(`saved as a ${format.toUpperCase()} file`);
  await page.waitForTimeout(1500); // real time, so MediaRecorder hands over some data
  await page.clock.runFor(175_000);
  // A few seconds before zero it is still recording.
  await expect(timer).toHaveText(/Time left 00:00:0\d/);
  await expect(stop).toBeVisible();
  await page.clock.runFor(5_000);
  // At zero it stopped without anyone clicking Stop recording (allowing the duration + 5 s).
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeVisible({ timeout: 5_000 });
  await expect(stop).toHaveCount(0);
  await expect(timer).toHaveText('Time left 00:00:00');
  await expect(dialog.locator('[data-recording-format]')).toContainText(new RegExp(`recording_\\d{14}\\.${format}$`));

  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field.getByRole('alert')).toHaveCount(0);
  await expect(field.getByRole('button', { name: new RegExp(`^View recording_\\d{14}\\.${format}$`) })).toBeVisible();
  await expect
    .poll(async () => (await savedValues(page)).intro_video)
    .toEqual([
      expect.objectContaining({ name: expect.stringMatching(new RegExp(`^recording_\\d{14}\\.${format}$`)), url: expect.stringMatching(/^blob:/), duration: 180, size: expect.any(Number) }),
    ]);
  const [record] = (await savedValues(page)).intro_video as Array<{ size: number }>;
  expect(record?.size).toBeGreaterThan(0);
});

test('a short countdown stops the recording in real time (no fake clock)', async ({ page }) => {
  // Same control, a 4 s file_duration loaded as a definitions file, so the real timer can be waited for.
  const seconds = 4;
  await openDefinitions(page, 'video-countdown.json', [
    { id: 1, field: 'clip', name: { sc: '视频', tc: '視頻', en: 'Short clip' }, type: 11, required: 1, sort: 1, condition: { file_duration: seconds, file_type: ['mp4', 'webm'] } },
  ]);
  const field = fieldFrame(page.getByRole('region', { name: 'Edit' }), 'clip');
  const dialog = await startRecording(page, field);
  const started = Date.now();
  await expect(dialog.getByRole('timer')).toHaveText('Time left 00:00:04');
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeVisible({ timeout: (seconds + 5) * 1000 });
  expect(Date.now() - started, 'it did not stop before the countdown ran out').toBeGreaterThanOrEqual((seconds - 1) * 1000);
  await expect(dialog.getByRole('button', { name: 'Stop recording' })).toHaveCount(0);
  await expect(dialog.getByRole('timer')).toHaveText('Time left 00:00:00');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(field.getByRole('button', { name: /^View recording_\d{14}\.(mp4|webm)$/ })).toBeVisible();
  await expect.poll(async () => (await savedValues(page)).clip).toEqual([expect.objectContaining({ duration: seconds })]);
});
