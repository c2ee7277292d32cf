import { expect, type Locator, type Page } from '@playwright/test';
import { drawOnPad } from './support';

/** A tiny valid PNG and PDF: real files for the upload controls. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The frame of one top-level field of the module form (its label or legend's parent), by field key. */
export const field = (page: Page, key: string): Locator => page.locator(`#field-${key}-label`).locator('xpath=..');

/** The side menu of the apply-form. */
export const sideMenu = (page: Page, name = 'Application modules'): Locator => page.getByRole('navigation', { name });

/** The save status line of a module page. */
export const saveStatus = (page: Page): Locator => page.getByTestId('apply-save-status');

/** Fills the first textbox of a field. */
export async function fillText(page: Page, key: string, value: string): Promise<void> {
  await field(page, key).getByRole('textbox').first().fill(value);
}

/** Chooses an option of a select (the nth combobox of a scope, first by default). */
export async function choose(page: Page, scope: Locator, option: string | RegExp, nth = 0): Promise<void> {
  await scope.getByRole('combobox').nth(nth).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a date (digits only, the picker's sections advance by themselves) into a date textbox. */
export async function typeDate(box: Locator, digits: string): Promise<void> {
  // A loaded machine can drop a key between the picker's sections: check what the box shows, and type again if needed.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await box.click();
    await box.press('ControlOrMeta+a');
    await box.pressSequentially(digits, { delay: 40 });
    if ((await box.inputValue()).replace(/\D/g, '') === digits) break;
  }
  await expect.poll(async () => (await box.inputValue()).replace(/\D/g, '')).toBe(digits);
  await box.press('Tab');
}

/** Fills a date range's start and end. */
export async function fillRange(scope: Locator, start: string, end: string): Promise<void> {
  await typeDate(scope.getByRole('textbox', { name: /\(Start\)$/ }), start);
  await typeDate(scope.getByRole('textbox', { name: /\(End\)$/ }), end);
}

/** Picks the levels of a cascading choice one after the other. */
export async function chooseLevels(page: Page, key: string, options: string[]): Promise<void> {
  for (const [index, option] of options.entries()) await choose(page, field(page, key), option, index);
}

/** Uploads real files into a field and waits until each is stored: no progress bar left, a button naming each file (in any language). */
export async function upload(page: Page, key: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
  const frame = field(page, key);
  await frame.locator('input[type=file]').setInputFiles(files);
  await expect(frame.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  for (const file of files) await expect(frame.getByRole('button', { name: new RegExp(`${file.name.replace('.', '\\.')}$`) }).first()).toBeVisible();
}

/** Draws a zigzag on the signature canvas of a field with the mouse and saves it. */
export async function signField(page: Page, key: string): Promise<void> {
  const frame = field(page, key);
  await drawOnPad(page, frame.getByRole('img', { name: 'Signature area: draw your signature here' }));
  await frame.getByRole('button', { name: 'Save signature' }).click();
  await expect(frame.getByRole('img', { name: 'Saved signature' })).toBeVisible();
}

/** Records about two seconds with the fake camera in a video field and uploads the recording. */
export async function recordVideo(page: Page, key: string): Promise<void> {
  const frame = field(page, key);
  await frame.getByRole('button', { name: 'Record video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a video' });
  await expect(dialog.getByRole('button', { name: 'Start recording' })).toBeEnabled({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await page.waitForTimeout(2000); // real time, so MediaRecorder hands over some data
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect(frame.getByRole('button', { name: /^View .+_\d{14}\.(mp4|webm)$/ })).toBeVisible({ timeout: 15_000 });
}

/** Opens a module from the side menu by its title. */
export async function openModule(page: Page, title: string): Promise<void> {
  await sideMenu(page).getByRole('link', { name: new RegExp(`^${title} \\(`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Clicks Save and waits for the status to say the module is complete. */
export async function saveComplete(page: Page, title: string): Promise<void> {
  await page.getByTestId('apply-save').click();
  await expect(saveStatus(page)).toContainText(/this module is complete|partly/, { timeout: 15_000 });
  // A field's error state follows its buffered value after a short pause: poll rather than read it once.
  const invalid = () => page.locator('main [aria-invalid="true"]').evaluateAll((elements) => elements.map((element) => element.id));
  await expect.poll(invalid, { message: 'the fields still needing attention' }).toEqual([]);
  await expect(saveStatus(page)).toContainText('this module is complete');
  await expect(sideMenu(page).getByRole('link', { name: new RegExp(`^${title} \\((required, )?complete\\)$`) })).toBeVisible();
  // Nothing is left unsaved once the save is through (leaving does not ask).
  await page.waitForTimeout(500);
  await expect(saveStatus(page)).not.toContainText('Unsaved changes');
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Basic information (scu, English): every required field, the ID number filling the birthday, a real photo. */
export async function fillBasicInfo(page: Page): Promise<void> {
  await fillText(page, 'name', '王晓明');
  await fillText(page, 'name_pinyin', 'Wang Xiaoming');
  await field(page, 'gender').getByRole('radio', { name: 'Male', exact: true }).check();
  await choose(page, field(page, 'id_type'), 'Mainland resident ID card');
  await fillText(page, 'id_number', '510104199803150013');
  await expect(field(page, 'birthday').getByRole('textbox')).toHaveValue('1998-03-15');
  await field(page, 'mobile').getByRole('textbox', { name: /number$/ }).fill('13981234567');
  await fillText(page, 'email', 'wangxm@stu.scu.edu.cn');
  await chooseLevels(page, 'mailing_region', ['Sichuan', 'Chengdu', 'Wuhou']);
  await fillText(page, 'mailing_address', '24 South Section 1, Yihuan Road');
  await upload(page, 'photo', [png('photo.png')]);
}

/** Education background: one study period in the column table. */
export async function fillEducation(page: Page): Promise<void> {
  const row = page.getByRole('table', { name: 'Studies' }).getByRole('row').nth(1);
  await row.getByRole('textbox', { name: 'Institution' }).fill('Peking University');
  await choose(page, row.getByRole('cell', { name: 'Region' }), 'Chinese Mainland');
  await choose(page, row.getByRole('cell', { name: 'Level' }), 'Undergraduate');
  await row.getByRole('textbox', { name: 'Major' }).fill('Mathematics');
  await fillRange(row, '201909', '202307');
  await row.getByRole('textbox', { name: 'GPA / scale' }).fill('3.85/4.0');
}

/** Statement and documents: the statement and real PDF and PNG uploads. */
export async function fillStatement(page: Page, statement: string): Promise<void> {
  await fillText(page, 'statement', statement);
  await upload(page, 'cv', [pdf('cv.pdf')]);
  await upload(page, 'transcript_images', [png('transcript.png')]);
}

/** Recommenders: two rows with distinct e-mails. */
export async function fillRecommenders(page: Page, people: Array<{ name: string; email: string }>): Promise<void> {
  const rows = page.getByRole('table', { name: 'Recommenders' }).getByRole('row');
  for (const [index, person] of people.entries()) {
    const row = rows.nth(index + 1);
    await row.getByRole('textbox', { name: 'Name' }).fill(person.name);
    await row.getByRole('textbox', { name: 'Position / title' }).fill('Professor');
    await row.getByRole('textbox', { name: 'Organisation' }).fill('Sichuan University');
    await choose(page, row.getByRole('cell', { name: 'Relationship to applicant' }), 'Academic supervisor');
    await row.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  }
}

/** Every field type: each required field, and each control type at least once (text, textarea, radio, checkbox,
 *  dropdown, dates of every precision, date ranges, uploads, matrices, a fake-camera video, a drawn signature, phone,
 *  levels and the repeating column group). */
export async function fillEveryFieldType(page: Page): Promise<void> {
  await fillText(page, 'personal_intro', 'I studied computational mathematics and built a finite element solver.');
  await field(page, 'gender').getByRole('radio', { name: 'Female', exact: true }).check();
  await field(page, 'interests').getByRole('checkbox', { name: 'Algebra and number theory', exact: true }).check();
  await field(page, 'interests').getByRole('checkbox', { name: 'Computational mathematics', exact: true }).check();
  await choose(page, field(page, 'highest_degree'), 'Bachelor');
  await fillRange(field(page, 'study_period'), '201809', '202206');
  await upload(page, 'id_photo', [png('id-photo.png')]);
  for (const row of ['Academic research', 'Communication', 'Leadership', 'Teamwork']) await field(page, 'self_eval').getByRole('radiogroup', { name: row }).getByRole('radio', { name: 'Good', exact: true }).check();
  await recordVideo(page, 'intro_video');
  await signField(page, 'applicant_signature');
  await field(page, 'mobile').getByRole('textbox', { name: /number$/ }).fill('13800138000');
  await chooseLevels(page, 'major_choice', ['School of Mathematical Sciences', 'Department of Mathematics', 'Applied Mathematics']);
  const education = page.getByRole('table', { name: 'Education' }).getByRole('row').nth(1);
  await education.getByRole('textbox', { name: 'School' }).fill('Sichuan University');
  await choose(page, education.getByRole('cell', { name: 'Degree' }), 'Bachelor');
  await education.getByRole('textbox', { name: 'Thesis title' }).fill('Error estimates for finite elements');
  await fillRange(education, '201809', '202206');
  await fillText(page, 'name_cn', '王晓明');
  await field(page, 'source').getByRole('radio', { name: 'University website', exact: true }).check();
  await choose(page, field(page, 'exam_type'), 'None');
  await fillText(page, 'id_number', '510104199803150013');
  await expect(field(page, 'birthday').getByRole('textbox')).toHaveValue('1998-03-15');
  await fillRange(field(page, 'internship_period'), '20210701', '20210831');
  await upload(page, 'transcripts', [pdf('transcript-en.pdf')]);
  await field(page, 'english_skills').getByRole('radiogroup', { name: 'Listening' }).getByRole('radio', { name: 'Fluent', exact: true }).check();
  await field(page, 'emergency_phone').getByRole('textbox', { name: /number$/ }).fill('13900139000');
  const ack = page.getByRole('checkbox', { name: 'I have read and agree to the notice above' });
  await ack.scrollIntoViewIfNeeded();
  if (!(await ack.isChecked())) await ack.click();
  await expect(ack).toBeChecked();
  await field(page, 'has_research').getByRole('radio', { name: 'No', exact: true }).check();
  await typeDate(field(page, 'graduation_year').getByRole('textbox'), '2022');
  await fillText(page, 'reader_name', '王晓明');
  await fillText(page, 'email', 'wangxm@stu.scu.edu.cn');
  await typeDate(field(page, 'interview_slot').getByRole('textbox'), '202612050930');
  await fillText(page, 'landline', '028-85405114');
}
