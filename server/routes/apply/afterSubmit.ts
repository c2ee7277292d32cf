import { PATHS } from '../../../protocol';
import { type ApplicationExtra, confirmationBodySchema, emptyQuerySchema, formValuesBodySchema } from '../../../protocol/apply';
import { type AdmissionInfoData, retestSaveBodySchema } from '../../../protocol/retest';
import { supplementarySaveBodySchema } from '../../../protocol/supplementary';
import type { Locale } from '../../../schema-adapters';
import type { ServerContext } from '../../context';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { type ApplicationRow, extraOf, findApplication } from '../../services/apply/application';
import { requirePassed } from '../../services/apply/afterSubmit';
import { confirmStep, interviewInfo } from '../../services/apply/confirmation';
import { retestOf, saveRetest } from '../../services/apply/retest';
import { saveSupplementary, submitSupplementary, supplementaryOf } from '../../services/apply/supplementary';
import { textIn } from '../../services/apply/text';
import { toSeconds } from '../../services/apply/time';
import { parseValues } from '../../services/apply/values';
import { localeOf, TAGS } from './common';

const get = (summary: string) => ({ schema: { tags: TAGS.apply, summary, querystring: emptyQuerySchema } });
const post = <Body>(summary: string, body: Body) => ({ schema: { tags: TAGS.apply, summary, body } });

type ApplicantRequest = Parameters<typeof requireApplicant>[0];

/** The signed-in applicant of a form POST and the values its `value` JSON text carries. */
function formAnswers(request: ApplicantRequest & { body: { value: string } }) {
  const applicant = requireApplicant(request);
  return { applicant, values: parseValues(request.body.value, 'value') };
}

/** The signed-in applicant, their application, its operator data and the request's language. */
async function loadApplication(ctx: ServerContext, request: ApplicantRequest) {
  const applicant = requireApplicant(request);
  const application = await findApplication(ctx.db, applicant);
  return { applicant, application, extra: extraOf(application), locale: localeOf(request) };
}

/** The admission result, interview and confirmations as the applicant reads them (times in seconds). */
function admissionInfo(application: ApplicationRow | undefined, extra: ApplicationExtra, locale: Locale, now: number): AdmissionInfoData {
  const admission = extra.admission;
  const confirmations: AdmissionInfoData['confirmations'] = {};
  for (const [type, answer] of Object.entries(extra.confirmations ?? {})) {
    if (answer) confirmations[type as keyof AdmissionInfoData['confirmations']] = { ...answer, at: toSeconds(answer.at) };
  }
  return {
    admission: admission
      ? {
          result: admission.result,
          title: textIn(admission.title, locale),
          content: textIn(admission.content, locale),
          letter_url: admission.letter_url ?? '',
          // The key of the anonymous letter page: answered only here, to the signed-in owner of the application.
          letter_token: application?.letter_token ?? '',
          published_at: toSeconds(admission.published_at),
        }
      : null,
    interview: interviewInfo(extra, locale, now),
    confirmations,
  };
}

function admissionRoutes(api: TypedApi, ctx: ServerContext): void {
  api.get(PATHS.apply.getAdmissionInfo, get('Admission result and letter (null until published)'), async (request) => {
    const { application, extra, locale } = await loadApplication(ctx, request);
    return ok(admissionInfo(application, extra, locale, ctx.clock.now()));
  });
}

function retestRoutes(api: TypedApi, ctx: ServerContext): void {
  api.get(PATHS.apply.getRetestInfo, get('Re-examination arrangements, form and saved answers'), async (request) => {
    const { extra, locale } = await loadApplication(ctx, request);
    return ok(retestOf(extra, locale));
  });
  api.post(
    PATHS.apply.saveRetestInfo,
    post('Save the re-examination form (partial answers kept as state 1; 409 when the version is stale)', retestSaveBodySchema),
    async (request) => {
      const { applicant, values } = formAnswers(request);
      return ok(await saveRetest(ctx.db, ctx.forms, applicant, values, request.body.version, localeOf(request), ctx.clock.now()));
    },
  );
}

function supplementaryRoutes(api: TypedApi, ctx: ServerContext): void {
  api.get(PATHS.apply.getSupplementaryMaterial, get('Supplementary materials (only after the application passed review)'), async (request) => {
    return ok(await supplementaryOf(ctx.db, requireApplicant(request), ctx.clock.now()));
  });
  api.get(PATHS.apply.getSupplementaryFieldList, get('Field definitions of the supplementary form (only after review passed)'), async (request) => {
    const { application, extra } = await loadApplication(ctx, request);
    requirePassed(application);
    return ok({ fields: extra.supplementary?.fields ?? [] });
  });
  api.post(
    PATHS.apply.saveSupplementary,
    post('Save the supplementary form as a draft (partial answers kept as state 1; 409 when the version is stale)', supplementarySaveBodySchema),
    async (request) => {
      const { applicant, values } = formAnswers(request);
      return ok(await saveSupplementary(ctx.db, ctx.forms, applicant, values, request.body.version, localeOf(request), ctx.clock.now()));
    },
  );
  api.post(
    PATHS.apply.overallSubmission,
    post('Submit the supplementary materials (once, complete, after review passed, before the deadline)', formValuesBodySchema),
    async (request) => {
      const { applicant, values } = formAnswers(request);
      return ok(await submitSupplementary(ctx.db, ctx.forms, applicant, values, localeOf(request), ctx.clock.now()));
    },
  );
}

function specialTableRoute(api: TypedApi, ctx: ServerContext): void {
  api.get(PATHS.apply.getSpecialTable, get('Operator tables for this applicant (empty list when none)'), async (request) => {
    const { extra } = await loadApplication(ctx, request);
    return ok({ list: extra.special_table ?? [] });
  });
}

function confirmationRoute(api: TypedApi, ctx: ServerContext): void {
  api.post(
    PATHS.apply.applicantConfirmationFlow,
    post('Accept or decline the interview invitation, the interview result protocol or the admission offer (submitted applications; a decline needs a reason)', confirmationBodySchema),
    async (request) => {
      const applicant = requireApplicant(request);
      const { type, confirm, reason } = request.body;
      return ok(await confirmStep(ctx.db, applicant, type, confirm, reason?.trim() ?? '', ctx.clock.now()));
    },
  );
}

/** Admission, retest, supplementary materials and confirmations: data an operator publishes in `extra`. */
export function afterSubmitRoutes(api: TypedApi): void {
  admissionRoutes(api, api.ctx);
  retestRoutes(api, api.ctx);
  supplementaryRoutes(api, api.ctx);
  specialTableRoute(api, api.ctx);
  confirmationRoute(api, api.ctx);
}
