import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { PrecompiledValidators } from '../../../schema-adapters/index';
import { PortalForm, type PortalFormHandle, fetchValidatorsWith, prepareForm } from '../../../renderers/index';
import { VALIDATORS_FILE, portalModule } from '../module';
import type { MountForm } from './types';

// The module's validators as the server answers them (run.ts generates them in Node with the server's function).
let precompiled = false;
fetchValidatorsWith(async () => {
  const answer = (await (await fetch(VALIDATORS_FILE)).json()) as PrecompiledValidators;
  precompiled = true;
  return answer;
});
// As the portal's pages do in their loading step, before any measurement: the code and validators the module needs.
await prepareForm(portalModule().fields, { locale: 'en' });
if (!precompiled) throw new Error(`The portal form did not get its precompiled validators (${VALIDATORS_FILE})`);

export const mountForm: MountForm = (root) => {
  const { fields, values } = portalModule();
  const form = createRef<PortalFormHandle>();
  createRoot(root).render(<PortalForm ref={form} fields={fields} values={values} locale="en" />);
  return { validate: () => form.current?.validate() };
};
