import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { confirmationBodySchema, emptyQuerySchema, formValuesBodySchema } from '../../../protocol/apply';
import { type AdmissionInfoData, retestSaveBodySchema } from '../../../protocol/retest';
import { supplementarySaveBodySchema } from '../../../protocol/supplementary';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import { extraOf, findApplication } from '../../services/apply/application';
import { requirePassed } from '../../services/apply/afterSubmit';
import { confirmStep, interviewInfo } from '../../services/apply/confirmation';
import { retestOf, saveRetest } from '../../services/apply/retest';
import { saveSupplementary, submitSupplementary, supplementaryOf } from '../../services/apply/supplementary';
import { textIn } from '../../services/apply/text';
import { toSeconds } from '../../services/apply/time';
import { parseValues } from '../../services/apply/values';
import { localeOf, TAGS } from './common';

const get = (summary: string) => ({ schema: { tags: TAGS.apply, summary, querystring: emptyQuerySchema } });

/** Admission, retest, supplementary materials and confirmations: data an operator publishes in `extra`. */
export function afterSubmitRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { ctx } = app;
  const load = async (request: Parameters<typeof requireApplicant>[0]) => {
    const applicant = requireApplicant(request);
    const application = await findApplication(ctx.db, applicant);
    return { applicant, application, extra: extraOf(application), locale: localeOf(request) };
  };

  api.get(PATHS.apply.getAdmissionInfo, get('Admission result and letter (null until published)'), async (request) => {
    const { application, extra, locale } = await load(request);
    const admission = extra.admission;
    const confirmations: AdmissionInfoData['confirmations'] = {};
    for (const [type, answer] of Object.entries(extra.confirmations ?? {})) {
      if (answer) confirmations[type as keyof AdmissionInfoData['confirmations']] = { ...answer, at: toSeconds(answer.at) };
    }
    const data: AdmissionInfoData = {
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
      interview: interviewInfo(extra, locale, ctx.clock.now()),
      confirmations,
    };
    return ok(data);
  });
  api.get(PATHS.apply.getRetestInfo, get('Re-examination arrangements, form and saved answers'), async (request) => {
    const { extra, locale } = await load(request);
    return ok(retestOf(extra, locale));
  });
  api.post(
    PATHS.apply.saveRetestInfo,
    { schema: { tags: TAGS.apply, summary: 'Save the re-examination form (partial answers kept as state 1; 409 when the version is stale)', body: retestSaveBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const values = parseValues(request.body.value, 'value');
      return ok(await saveRetest(ctx.db, ctx.forms, applicant, values, request.body.version, localeOf(request), ctx.clock.now()));
    },
  );
  api.get(PATHS.apply.getSupplementaryMaterial, get('Supplementary materials (only after the application passed review)'), async (request) => {
    return ok(await supplementaryOf(ctx.db, requireApplicant(request), ctx.clock.now()));
  });
  api.get(PATHS.apply.getSupplementaryFieldList, get('Field definitions of the supplementary form (only after review passed)'), async (request) => {
    const { application, extra } = await load(request);
    requirePassed(application);
    return ok({ fields: extra.supplementary?.fields ?? [] });
  });
  api.post(
    PATHS.apply.saveSupplementary,
    { schema: { tags: TAGS.apply, summary: 'Save the supplementary form as a draft (partial answers kept as state 1; 409 when the version is stale)', body: supplementarySaveBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const values = parseValues(request.body.value, 'value');
      return ok(await saveSupplementary(ctx.db, ctx.forms, applicant, values, request.body.version, localeOf(request), ctx.clock.now()));
    },
  );
  api.post(
    PATHS.apply.overallSubmission,
    { schema: { tags: TAGS.apply, summary: 'Submit the supplementary materials (once, complete, after review passed, before the deadline)', body: formValuesBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const values = parseValues(request.body.value, 'value');
      return ok(await submitSupplementary(ctx.db, ctx.forms, applicant, values, localeOf(request), ctx.clock.now()));
    },
  );
  api.get(PATHS.apply.getSpecialTable, get('Operator tables for this applicant (empty list when none)'), async (request) => {
    const { extra } = await load(request);
    return ok({ list: extra.special_table ?? [] });
  });
  api.post(
    PATHS.apply.applicantConfirmationFlow,
    { schema: { tags: TAGS.apply, summary: 'Accept or decline the interview invitation, the interview result protocol or the admission offer (submitted applications; a decline needs a reason)', body: confirmationBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const { type, confirm, reason } = request.body;
      return ok(await confirmStep(ctx.db, applicant, type, confirm, reason?.trim() ?? '', ctx.clock.now()));
    },
  );
}
