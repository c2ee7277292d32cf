import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { type Ref, createRef, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { rjsfModule } from '../rjsfDefinition';
import type { MountForm, MountedForm } from './types';

/** Stock RJSF with the MUI theme and the AJV 8 validator; after the first "submit" it validates every change. */
function RjsfForm({ ref }: { ref: Ref<MountedForm> }) {
  const form = useRef<CoreForm>(null);
  const [liveValidate, setLiveValidate] = useState(false);
  const { schema, uiSchema, formData } = useMemo(() => rjsfModule(), []);
  useImperativeHandle(
    ref,
    () => ({
      validate: () => {
        form.current?.validateForm();
        setLiveValidate(true);
      },
    }),
    [],
  );
  return <Form ref={form} schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} liveValidate={liveValidate} />;
}

export const mountForm: MountForm = (root) => {
  const form = createRef<MountedForm>();
  createRoot(root).render(<RjsfForm ref={form} />);
  return { validate: () => form.current?.validate() };
};
