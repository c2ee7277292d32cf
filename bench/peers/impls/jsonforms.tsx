import type { JsonFormsI18nState, ValidationMode } from '@jsonforms/core';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { JsonForms } from '@jsonforms/react';
import { type Ref, createRef, useImperativeHandle, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { adaptModule, createPortalAjv, fromServerValues } from '../../../schema-adapters/index';
import { portalModule } from '../module';
import type { MountForm, MountedForm } from './types';

/**
 * JSON Forms shows an error only when it has a message; the portal's AJV may leave wording to the portal (AJV's
 * `messages: false`), so the keyword stands in for a missing message and every error still shows.
 */
const i18n: JsonFormsI18nState = { translateError: (error) => error.message ?? error.keyword };

/** Stock JSON Forms with the material renderers, over the portal adapter's schema and UI schema. */
function StockForm({ ref }: { ref: Ref<MountedForm> }) {
  const [validationMode, setValidationMode] = useState<ValidationMode>('ValidateAndHide');
  useImperativeHandle(ref, () => ({ validate: () => setValidationMode('ValidateAndShow') }), []);
  const { module, data, ajv } = useMemo(() => {
    const { fields, values } = portalModule();
    const adapted = adaptModule(fields, { locale: 'en' });
    return { module: adapted, data: { ...adapted.data, ...fromServerValues(fields, values) }, ajv: createPortalAjv() };
  }, []);
  return (
    <JsonForms
      schema={module.schema}
      uischema={module.uischema as never}
      data={data}
      renderers={materialRenderers}
      cells={materialCells}
      ajv={ajv}
      validationMode={validationMode}
      i18n={i18n}
    />
  );
}

export const mountForm: MountForm = (root) => {
  const form = createRef<MountedForm>();
  createRoot(root).render(<StockForm ref={form} />);
  return { validate: () => form.current?.validate() };
};
