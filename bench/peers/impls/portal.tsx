import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalForm, type PortalFormHandle, prepareForm } from '../../../renderers/index';
import { portalModule } from '../module';
import type { MountForm } from './types';

// As the portal's pages do in their loading step, before any measurement: the code the module's fields need.
await prepareForm(portalModule().fields, { locale: 'en' });

export const mountForm: MountForm = (root) => {
  const { fields, values } = portalModule();
  const form = createRef<PortalFormHandle>();
  createRoot(root).render(<PortalForm ref={form} fields={fields} values={values} locale="en" />);
  return { validate: () => form.current?.validate() };
};
