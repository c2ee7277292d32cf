import { expect, type APIRequestContext, type Page, type TestInfo } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { apiPost, chooseOpenBatch, fillModule, registerApplicant, SCU_REQUIRED, type Applicant } from './journeyApi';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A new scu applicant with a submitted application (every required module filled through the API). */
export async function submittedApplicant(request: APIRequestContext, info: TestInfo): Promise<Applicant> {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  for (const name of SCU_REQUIRED) await fillModule(request, info, applicant, name);
  const signature = await apiPost<{ uid: string }>(request, PATHS.apply.uploadAutograph, { autograph: SIGNATURE }, applicant.token);
  expect(signature.status, signature.message).toBe(200);
  const reply = await apiPost(request, PATHS.apply.submit, { acknowledge: 1, signature: signature.data.uid }, applicant.token);
  expect(reply.status, reply.message).toBe(200);
  return applicant;
}

/** How the operator CLI names the applicant. */
export const operatorTarget = (applicant: Applicant): string => `+86${applicant.mobile}`;

/** Moves to a hash route inside the running portal (keeps the session). */
export const goTo = (page: Page, route: string) => page.evaluate((hash) => (location.hash = hash), `#${route}`);

/**
 * The page fits the viewport's width (no sideways scrolling). Right after a viewport change the layout is still the
 * wide one until the breakpoint render has run, so the check waits for it rather than reading the first frame.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
