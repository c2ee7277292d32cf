import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalForm, type PortalFormHandle } from '../../../renderers/index';
import { portalModule } from '../module';
import type { MountForm } from './types';

export const mountForm: MountForm = (root) => {
  const { fields, values } = portalModule();
  const form = createRef<PortalFormHandle>();
  createRoot(root).render(<PortalForm ref={form} fields={fields} values={values} locale="en" />);
  return { validate: () => form.current?.validate() };
};
