import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { confirmationBodySchema, emptyQuerySchema, formValuesBodySchema } from '../../../protocol/apply';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import { extraOf, findApplication } from '../../services/apply/application';
import { confirmStep, requirePassed, retestList, saveRetest, submitSupplementary } from '../../services/apply/afterSubmit';
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
    const { extra, locale } = await load(request);
    const admission = extra.admission;
    return ok({
      admission: admission
        ? { result: admission.result, title: textIn(admission.title, locale), content: textIn(admission.content, locale), letter_url: admission.letter_url ?? '', published_at: toSeconds(admission.published_at) }
        : null,
      interview: extra.interview ? { time: toSeconds(extra.interview.time), place: textIn(extra.interview.place, locale), notice: textIn(extra.interview.notice, locale), confirm_by: toSeconds(extra.interview.confirm_by) } : null,
      confirmations: extra.confirmations ?? {},
    });
  });
  api.get(PATHS.apply.getRetestInfo, get('Re-examination arrangements, form and saved answers'), async (request) => {
    const { extra, locale } = await load(request);
    const retest = extra.retest;
    return ok({ list: retestList(extra, locale), fields: retest?.fields ?? [], values: retest?.values ?? {}, saved_at: toSeconds(retest?.saved_at), editable: Array.isArray(retest?.fields) });
  });
  api.post(
    PATHS.apply.saveRetestInfo,
    { schema: { tags: TAGS.apply, summary: 'Save the re-examination form (partial answers kept as state 1)', body: formValuesBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const values = parseValues(request.body.value, 'value');
      return ok(await saveRetest(ctx.db, ctx.forms, applicant, values, localeOf(request), ctx.clock.now()));
    },
  );
  api.get(PATHS.apply.getSupplementaryMaterial, get('Supplementary materials (only after the application passed review)'), async (request) => {
    const { application, extra } = await load(request);
    requirePassed(application);
    const supplementary = extra.supplementary;
    return ok({ fields: supplementary?.fields ?? [], values: supplementary?.values ?? {}, submitted_at: toSeconds(supplementary?.submitted_at), deadline: toSeconds(supplementary?.deadline) });
  });
  api.get(PATHS.apply.getSupplementaryFieldList, get('Field definitions of the supplementary form (only after review passed)'), async (request) => {
    const { application, extra } = await load(request);
    requirePassed(application);
    return ok({ fields: extra.supplementary?.fields ?? [] });
  });
  api.post(
    PATHS.apply.overallSubmission,
    { schema: { tags: TAGS.apply, summary: 'Submit the supplementary materials (once, complete, after review passed)', body: formValuesBodySchema } },
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
    { schema: { tags: TAGS.apply, summary: 'Accept or decline the interview invitation or admission offer', body: confirmationBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const { type, confirm, reason } = request.body;
      return ok(await confirmStep(ctx.db, applicant, type, confirm, reason?.trim() ?? '', ctx.clock.now()));
    },
  );
}
