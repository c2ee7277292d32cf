import { expect, test, type Page, type TestInfo } from '../cspGuard';
import { solveNewestCaptcha } from './journeyApi';
import { DEMO_PASSWORD, codeOf, demoEmail, expectAccessible, latestMessage, openPortal } from './support';

const NEW_PASSWORD = 'Newpass2026';

/** A unique mainland mobile number for this run: 13 followed by 9 random digits. */
const uniqueMobile = (): string => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const uniqueEmail = (tag: string): string => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillCaptcha(page: Page, info: TestInfo): Promise<void> {
  await expect(page.getByRole('button', { name: 'Picture captcha, select to get a new one' }).locator('img')).toBeVisible();
  await page.getByLabel('Picture captcha', { exact: false }).first().fill(solveNewestCaptcha(info));
}

async function fillPasswords(page: Page, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
}

/** Registers a new phone account through the screen (SMS code from the outbox); the user ends signed in. */
async function registerByPhone(page: Page, info: TestInfo, domain: string): Promise<{ mobile: string; lastMessage: number }> {
  const mobile = uniqueMobile();
  await openPortal(page, domain, '/register', { lang: 'en' });
  await page.getByLabel(/^Name/).fill('Test Applicant');
  await page.getByLabel(/^City/).fill('Chengdu');
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('The verification code has been sent')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const sms = await latestMessage(page.request, `+86${mobile}`);
  await page.getByLabel(/^Verification code/).fill(codeOf(sms));
  await fillCaptcha(page, info);
  await fillPasswords(page, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  return { mobile, lastMessage: sms.id };
}

async function logOutLocally(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

async function passwordLogin(page: Page, domain: string, account: string, password: string): Promise<void> {
  await openPortal(page, domain, '/login', { lang: 'en' });
  await page.getByLabel(/^E-mail or mobile number/).fill(account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('registers by e-mail, activates once (reuse shows the expired message) and logs in', async ({ page }, info) => {
  const email = uniqueEmail('reg');
  await openPortal(page, 'scu', '/register', { lang: 'en' });
  await page.getByRole('button', { name: 'By e-mail' }).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please correct the marked fields and try again')).toBeVisible();
  await expect(page.getByText('Required fields cannot be empty').first()).toBeVisible();
  await page.getByLabel(/^Name/).fill('Mail Applicant');
  await page.getByLabel(/^E-mail/).fill('not-an-email');
  await page.getByLabel(/^E-mail/).blur();
  await expect(page.getByText('The e-mail format is incorrect')).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(email);
  await fillCaptcha(page, info);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByLabel(/^Confirm password/).fill('other');
  await page.getByLabel(/^Confirm password/).blur();
  await expect(page.getByText('The passwords are inconsistent')).toBeVisible();
  await fillPasswords(page, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(/check the junk folder too/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend the activation e-mail' })).toBeVisible();

  const mail = await latestMessage(page.request, email);
  expect(mail.link).toContain('#/email?token=');
  await page.goto(`${String(mail.link)}&lang=en`);
  await expect(page.getByText('The account is activated, you can log in now')).toBeVisible();
  await page.getByRole('link', { name: 'Go to log in' }).click();
  await page.getByLabel(/^E-mail or mobile number/).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto(`${String(mail.link)}&lang=en`);
  await page.reload();
  await expect(page.getByText('The link has expired')).toBeVisible();
});

test('an unactivated e-mail account is told so and can ask for the activation e-mail again', async ({ page }, info) => {
  const email = uniqueEmail('pending');
  await openPortal(page, 'data', '/register', { lang: 'en' });
  await page.getByRole('button', { name: 'By e-mail' }).click();
  await page.getByLabel(/^Name/).fill('Pending Applicant');
  await page.getByLabel(/^E-mail/).fill(email);
  await fillCaptcha(page, info);
  await fillPasswords(page, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const first = await latestMessage(page.request, email);
  await passwordLogin(page, 'data', email, DEMO_PASSWORD);
  await expect(page.getByText('The account is not activated, please check your e-mail or junk folder')).toBeVisible();
  await page.getByRole('button', { name: 'Resend the activation e-mail' }).click();
  await expect(page.getByText(/Please wait \d+ seconds|a new activation e-mail has been sent/)).toBeVisible();
  expect(first.link).toContain('token=');
});

test('registers by phone (SMS code from the outbox), then logs in with an SMS code', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { mobile, lastMessage } = await registerByPhone(page, info, 'data');
  await logOutLocally(page);
  await page.waitForTimeout(61_000);
  await openPortal(page, 'data', '/login_code', { lang: 'en' });
  await expect(page.getByRole('tab', { name: 'Verification code' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('The verification code has been sent')).toBeVisible();
  const sms = await latestMessage(page.request, `+86${mobile}`, lastMessage);
  await page.getByLabel(/^Verification code/).fill(codeOf(sms));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('logs in with the password (demo account) and back to redirect; a wrong password shows the server message', async ({ page }) => {
  await passwordLogin(page, 'itf', demoEmail('itf'), 'Wrong2026!');
  await expect(page.getByText('The account or password is incorrect')).toBeVisible();
  await page.goto('/itf/apply/?lang=en#/login_pass?redirect=%2Fprogress');
  await page.getByLabel(/^E-mail or mobile number/).fill(demoEmail('itf'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/progress/);
});

test('the login tabs are a keyboard-operable tablist, one URL each', async ({ page }) => {
  await openPortal(page, 'scu', '/login_old', { lang: 'en' });
  const tablist = page.getByRole('tablist', { name: 'Ways to log in' });
  await expect(tablist.getByRole('tab')).toHaveCount(4);
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Password' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'E-mail code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/login_email/);
  await expect(page.getByLabel(/^E-mail/)).toBeVisible();
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page).toHaveURL(/#\/login_fast/);
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
});

test('logs in with an e-mail code', async ({ page }) => {
  await openPortal(page, 'itf', '/login_email', { lang: 'en' });
  await page.getByLabel(/^E-mail/).fill(demoEmail('itf'));
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('The verification code has been sent')).toBeVisible();
  const mail = await latestMessage(page.request, demoEmail('itf'));
  await page.getByLabel(/^Verification code/).fill(codeOf(mail));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('fast login creates the phone account on first use; a second send at once shows the throttle message', async ({ page }) => {
  const mobile = uniqueMobile();
  await openPortal(page, 'itf', '/login_fast', { lang: 'en' });
  await page.getByLabel(/^Mobile number/).fill('12345');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Please enter an 11-digit phone number')).toBeVisible();
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  const sms = await latestMessage(page.request, `+86${mobile}`);
  await page.reload();
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText(/Please wait \d+ seconds before requesting another code/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel(/^Verification code/).fill(codeOf(sms));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('password-free entry on qyj only', async ({ page }) => {
  await openPortal(page, 'scu', '/login', { lang: 'en' });
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter without password' })).toHaveCount(0);
  await openPortal(page, 'qyj', '/login', { lang: 'en' });
  await page.getByRole('button', { name: 'Enter without password' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await openPortal(page, 'qyj', '/edit_pass', { lang: 'en' });
  await expect(page.getByText('You are a temporary user and cannot change the password.')).toBeVisible();
  await expect(page.getByLabel(/^Current password/)).toHaveCount(0);
});

test('forgot password: code by e-mail, new password, log in with it (then the demo password is set back)', async ({ page }) => {
  const email = demoEmail('data');
  await openPortal(page, 'data', '/password', { lang: 'en' });
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Required fields cannot be empty')).toBeVisible();
  await page.getByLabel(/^E-mail or mobile number/).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('If the account exists, a verification code has been sent to it')).toBeVisible();
  const mail = await latestMessage(page.request, email);
  expect(mail.body).toContain('password reset');
  await page.getByLabel(/^Verification code/).fill(codeOf(mail));
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill('Mismatch2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The passwords are inconsistent')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in with the new password.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to log in' }).click();
  await page.getByLabel(/^E-mail or mobile number/).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await openPortal(page, 'data', '/edit_pass', { lang: 'en' });
  await page.getByLabel(/^Current password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^New password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm the new password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password has been changed')).toBeVisible();
});

test('changes the password while signed in; account management shows the account', async ({ page }, info) => {
  const { mobile } = await registerByPhone(page, info, 'itf');
  await openPortal(page, 'itf', '/editPassword', { lang: 'en' });
  const card = page.getByRole('region', { name: 'Account management' });
  await expect(card).toContainText(mobile);
  await expect(card).toContainText('Test Applicant');
  await expect(card.getByRole('button', { name: 'Deregister the account' })).toHaveCount(0);
  await page.getByLabel(/^Current password/).fill('Wrong2026!');
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password has been changed')).toBeVisible();
  await logOutLocally(page);
  await passwordLogin(page, 'itf', mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/#\/$/);
});

test('an ssm applicant deregisters after confirming with the password, and is signed out', async ({ page }, info) => {
  const { mobile } = await registerByPhone(page, info, 'sc');
  await openPortal(page, 'sc', '/edit_pass', { lang: 'en' });
  const dialog = page.getByRole('dialog', { name: 'Deregister account' });
  // The card can be drawn again while the user info settles: open until the dialog shows.
  const openDialog = () =>
    expect(async () => {
      await page.getByRole('button', { name: 'Deregister the account' }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
  await openDialog();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await openDialog();
  await expect(dialog).toContainText('Enter the password of your account to confirm.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deregister' }).click();
  await expect(dialog.getByText('Required fields cannot be empty')).toBeVisible();
  const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('Wrong2026!');
  await dialog.getByRole('button', { name: 'Deregister' }).click();
  await expect(dialog.getByText('The current password is incorrect')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Deregister' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The account has been deregistered');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await passwordLogin(page, 'sc', mobile, DEMO_PASSWORD);
  await expect(page.getByText('The account or password is incorrect')).toBeVisible();
});

test('registration refuses a common password beside the field, keeps what was typed, and ends on "check your e-mail" for a known address', async ({ page }, info) => {
  const email = demoEmail('scu');
  await openPortal(page, 'scu', '/register', { lang: 'en' });
  await page.getByRole('button', { name: 'By e-mail' }).click();
  await page.getByLabel(/^Name/).fill('Someone Else');
  await page.getByLabel(/^E-mail/).fill(email);
  await fillCaptcha(page, info);
  await fillPasswords(page, 'Password1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(page.getByText('This password is too common: it appears in lists of leaked passwords. Please choose another one')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveValue('Password1');
  await expect(page.getByLabel(/^Name/)).toHaveValue('Someone Else');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  await fillCaptcha(page, info);
  await fillPasswords(page, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(/if this address already has an account, the e-mail tells you how to log in/)).toBeVisible();
  const notice = await latestMessage(page.request, email);
  expect(notice.subject).toContain('this e-mail address already has an account');
});

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`every account screen has no WCAG 2.2 A/AA violations (${lang})`, async ({ page }) => {
    for (const route of ['/login', '/login_email', '/login_code', '/login_fast', '/register', '/password', '/email']) {
      await openPortal(page, 'scu', route, { lang });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (route === '/register') await expect(page.locator('img[src^="data:image/svg"]')).toBeVisible();
      if (route === '/email') await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page);
    }
    await openPortal(page, 'scu', '/register', { lang });
    await page.getByRole('button', { name: /邮箱注册|郵箱註冊|By e-mail/ }).click();
    await page.getByRole('button', { name: /^(注册|註冊|Register)$/ }).click();
    await expectAccessible(page);
    await openPortal(page, 'qyj', '/login', { lang });
    await expectAccessible(page);
    await passwordLogin(page, 'itf', demoEmail('itf'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/#\/$/);
    await openPortal(page, 'itf', '/edit_pass', { lang });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}
