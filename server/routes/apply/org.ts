import { PATHS } from '../../../protocol';
import { emptyQuerySchema, type InvoiceRecord, type PaymentRecord, projectQuerySchema } from '../../../protocol/apply';
import { parseJson } from '../../db/json';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { extraOf, findApplication } from '../../services/apply/application';
import { projectFacts } from '../../services/account/projects';
import { toSeconds } from '../../services/apply/time';
import { projectFor, TAGS } from './common';

/** The registration form of spec section 3 (labels are the portal's); one of e-mail or mobile is required. */
const REGISTER_FIELDS = [
  { key: 'name', type: 'text', required: 1 },
  { key: 'email', type: 'email', required: 0 },
  { key: 'phone_code', type: 'phone_code', required: 0 },
  { key: 'mobile', type: 'mobile', required: 0 },
  { key: 'city', type: 'text', required: 0 },
  { key: 'captcha', type: 'captcha', required: 1 },
  { key: 'password', type: 'password', required: 1 },
  { key: 'confirm_password', type: 'password', required: 1 },
];

/** org.settingInfo, org.paymentInfo and apply.getRegisterField. */
export function orgRoutes(app: TypedApi): void {
  const { ctx } = app;
  app.get(PATHS.org.settingInfo, { schema: { tags: TAGS.org, summary: 'Project settings (configuration and page switches)', querystring: projectQuerySchema } }, async (request) => {
    const project = await projectFor(app, request, request.query);
    return ok({
      ...projectFacts(project),
      config: parseJson<Record<string, unknown>>(project.config, {}),
      page_config: parseJson<Record<string, unknown>>(project.page_config, {}),
    });
  });

  app.get(PATHS.org.paymentInfo, { schema: { tags: TAGS.org, summary: 'Payment and invoice records (empty lists when none)', querystring: emptyQuerySchema } }, async (request) => {
    const extra = extraOf(await findApplication(ctx.db, requireApplicant(request)));
    const payments = (extra.payments ?? []).map((record: PaymentRecord) => ({ ...record, date: toSeconds(record.date) }));
    const invoices = (extra.invoices ?? []).map((record: InvoiceRecord) => ({ ...record, date: toSeconds(record.date) }));
    return ok({ payments, invoices });
  });

  app.get(
    PATHS.apply.getRegisterField,
    { schema: { tags: TAGS.apply, summary: 'Registration form fields of a project and the password policy', querystring: projectQuerySchema } },
    async (request) => {
      const project = await projectFor(app, request, request.query);
      return ok({
        project_id: project.id,
        modes: ['email', 'mobile'],
        fields: REGISTER_FIELDS,
        password_policy: { min_length: 8, upper: true, lower: true, digit: true },
        free: project.free === 1 ? 1 : 0,
      });
    },
  );
}
