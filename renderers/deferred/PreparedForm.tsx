import { Suspense, forwardRef } from 'react';
import { type PortalFormHandle, type PortalFormProps, PortalForm as PortalFormNow } from '../PortalForm';
import { useAddedRenderers, useFormRuntime } from '../core/runtimeContext';
import { Spinner } from '../ui/Spinner';
import { enginesLoad, partsLoad } from './prepareForm';
import { validatorsLoad } from './validatorsLoad';
import { useLoaded } from './usable';

/** A spinner and its text in a row (the body text's font, set on the page). */
const LOADING_LINE = { display: 'flex', alignItems: 'center', gap: 12, padding: '24px 0' } as const;

const FormOnceLoaded = forwardRef<PortalFormHandle, PortalFormProps>(function FormOnceLoaded(props, ref) {
  const runtime = useFormRuntime();
  const { fields, locale, referee, mode } = props;
  const extraRenderers = useAddedRenderers(props.extraRenderers);
  // Reads, in this order, of loads that stay one promise once settled: a render that suspended reads the same again.
  // The form's code and its validators load side by side once the pattern engine (which planning needs) is there.
  useLoaded(enginesLoad(fields));
  const options = { runtime, locale, referee, mode, extraRenderers };
  const parts = partsLoad(fields, options);
  const validators = validatorsLoad(fields, options);
  useLoaded(parts);
  useLoaded(validators);
  return <PortalFormNow ref={ref} {...props} />;
});

/**
 * A module's form (see `PortalForm.tsx`), drawn once the code and validators it needs have loaded: at once after the
 * page's loading step awaited `prepareForm`, otherwise after a loading line while they load. A chunk that fails to
 * load goes to the nearest error boundary (the page's error screen).
 */
export const PortalForm = forwardRef<PortalFormHandle, PortalFormProps>(function PreparedPortalForm(props, ref) {
  const runtime = useFormRuntime();
  const loading = (
    <div role="status" data-form-loading style={LOADING_LINE}>
      <Spinner size={24} />
      <span>{runtime.translate(props.locale, 'form.loading')}</span>
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <FormOnceLoaded ref={ref} {...props} />
    </Suspense>
  );
});
