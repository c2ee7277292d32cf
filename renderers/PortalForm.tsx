import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { type ForwardedRef, forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type AdaptedModule,
  FieldDefinitionError,
  type FormData,
  type FormRuntime,
  type Locale,
  type ModuleOptions,
  type PortalError,
  type RawFieldDefinitions,
  type ServerValues,
  pickText,
} from '../schema-adapters/index';
import { type FileLinkResolver, type FormMode, PortalFormProvider, type UploadFile } from './core/context';
import { conditionValidator } from './core/conditionValidators';
import { ErrorSummary } from './core/ErrorSummary';
import { FrameStyles } from './core/frameStyles';
import { SelectStyles } from './choice/selectStyles';
import { DateStyles } from './pickers/dateStyles';
import { createFormErrors } from './core/formErrors';
import { toFormPath } from './core/formPath';
import { type FormValues, createFormValues } from './core/formValues';
import { portalMiddleware } from './core/middleware';
import { useAddedRenderers, useFormRuntime } from './core/runtimeContext';
import { type ValidateSoon, useValidation } from './core/useValidation';
import { withFrameErrors } from './core/withControlProps';
import { Notice } from './ui/Notice';
import { portalCells, portalRenderers } from './registry';

export interface PortalFormProps {
  /** The module's field definitions as the server sends them (or parsed). */
  fields: RawFieldDefinitions;
  /** Saved values, keyed by field (server shape). */
  values?: ServerValues | undefined;
  locale: Locale;
  /** 'edit' (default) or 'preview' (read-only display). */
  mode?: FormMode;
  /** Show sensitive fields in preview; otherwise they read `--`. Default true. */
  showSensitive?: boolean;
  /** Every change, after validation: the values to save (hidden fields dropped) and all current errors. */
  onChange?: (values: ServerValues, errors: PortalError[]) => void;
  /** How uploads reach the server; controls know nothing of the API. */
  uploadFile?: UploadFile;
  /** How stored files' addresses become loadable (signed links); controls know nothing of the API. */
  fileLink?: FileLinkResolver;
  /** Disables every input (also when the values carry `writeState: 1`). */
  readOnly?: boolean;
  /** The module's referee value (1: recommender e-mails must not repeat). */
  referee?: number;
  /** The applicant's name, used to name video recordings. */
  userName?: string;
  /** Renderers for field types registered outside the portal, beside those of `<FormRuntimeProvider renderers>` (tried before the portal's own). */
  extraRenderers?: JsonFormsRendererRegistryEntry[];
  /** Errors found elsewhere (the server's answer to a save), keyed by field; always shown on their fields. */
  externalErrors?: ReadonlyArray<{ field: string; keyword: string; message: string }>;
}

export interface PortalFormHandle {
  /** Validates everything now, shows every error and, if there are any, moves focus to the error summary. */
  validate(): PortalError[];
  /** The values a save would send now, every keystroke included (hidden fields dropped). */
  values(): ServerValues;
  /** How many edits the applicant has made in this form so far (0 while it only loaded and tidied its values). */
  edits(): number;
}

type Adapted = { ok: true; module: AdaptedModule } | { ok: false; path: string };

function adapt(runtime: FormRuntime, fields: RawFieldDefinitions, locale: Locale, referee: number): Adapted {
  try {
    return { ok: true, module: runtime.adapt(fields, { locale, referee }) };
  } catch (error) {
    if (error instanceof FieldDefinitionError) return { ok: false, path: error.path };
    throw error;
  }
}

/** A module's form: the portal renderers over JSON Forms, validated with the portal keywords. */
export const PortalForm = forwardRef<PortalFormHandle, PortalFormProps>(function PortalForm(props, ref) {
  const { fields, values, locale, mode = 'edit', showSensitive = true, uploadFile, readOnly = false, referee = 0 } = props;
  const runtime = useFormRuntime();
  const extraRenderers = useAddedRenderers(props.extraRenderers);
  const adapted = useMemo(() => adapt(runtime, fields, locale, referee), [runtime, fields, locale, referee]);
  if (!adapted.ok) {
    return <Notice severity="error">{runtime.translate(locale, 'form.definitionError', { path: adapted.path })}</Notice>;
  }
  return (
    <AdaptedForm
      ref={ref}
      {...props}
      module={adapted.module}
      runtime={runtime}
      mode={mode}
      showSensitive={showSensitive}
      readOnly={readOnly}
      referee={referee}
      uploadFile={uploadFile}
      values={values}
      extraRenderers={extraRenderers}
    />
  );
});

type AdaptedFormProps = PortalFormProps & { module: AdaptedModule; runtime: FormRuntime; mode: FormMode; showSensitive: boolean; readOnly: boolean; referee: number };

/** The renderers of a form: those registered outside the portal first (given their frame's errors), then the portal's. */
function useRenderers(extraRenderers: JsonFormsRendererRegistryEntry[] | undefined): JsonFormsRendererRegistryEntry[] {
  return useMemo(
    () => (extraRenderers ? [...extraRenderers.map((entry) => ({ ...entry, renderer: withFrameErrors(entry.renderer) })), ...portalRenderers] : portalRenderers),
    [extraRenderers],
  );
}

/** A field's label for the error summary: its name in `locale`, else the last step of its path. */
function useLabelOf(runtime: FormRuntime, fields: RawFieldDefinitions, locale: Locale): (field: string) => string {
  return useCallback(
    (field: string) => {
      const path = toFormPath(field);
      return pickText(runtime.fieldAt(fields, path, { locale })?.name, locale) || (path.split('.').pop() ?? field);
    },
    [runtime, fields, locale],
  );
}

/** The error summary: shown by a save attempt, which alone moves focus to it, and kept up to date while the applicant types. */
function useSummary() {
  const [summary, setSummary] = useState<PortalError[] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Only a save attempt moves focus to the summary; the summary's updates while the applicant types must not.
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!summary || !focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [summary]);
  const showAfterSave = useCallback((found: PortalError[]) => {
    focusSummary.current = found.length > 0;
    setSummary(found.length > 0 ? found : null);
  }, []);
  const updateSummary = useCallback((found: PortalError[]) => {
    setSummary((current) => (!current || sameErrors(current, found) ? current : found.length > 0 ? found : null));
  }, []);
  return { summary, summaryRef, showAfterSave, updateSummary };
}

/** What `<JsonForms onChange>` calls: each new value is validated soon, then the summary and `onChange` hear of it. */
function useChangeHandler(
  runtime: FormRuntime,
  fields: RawFieldDefinitions,
  options: ModuleOptions,
  store: FormValues,
  initialData: FormData,
  validateSoon: ValidateSoon,
  updateSummary: (found: PortalError[]) => void,
  onChange: PortalFormProps['onChange'],
) {
  const onChangeRef = useRef(onChange);
  // Set before any passive effect of the same commit runs, JSON Forms' `onChange` call among them.
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const seen = useRef<unknown>(initialData);
  return useCallback(
    ({ data }: { data: unknown }) => {
      if (data === undefined || data === seen.current) return;
      seen.current = data;
      const next = store.getState().data;
      validateSoon(next, (found) => {
        updateSummary(found);
        onChangeRef.current?.(runtime.toServer(fields, store.getState().data, options), found);
      });
    },
    [validateSoon, runtime, fields, options, store, updateSummary],
  );
}

/** What `<PortalForm ref>` offers: validation on request (a save attempt), the values to save, the count of edits. */
function useFormHandle(
  ref: ForwardedRef<PortalFormHandle>,
  runtime: FormRuntime,
  fields: RawFieldDefinitions,
  options: ModuleOptions,
  store: FormValues,
  validateAll: (data: FormData) => PortalError[],
  showAfterSave: (found: PortalError[]) => void,
) {
  useImperativeHandle(
    ref,
    () => ({
      validate() {
        const found = validateAll(store.getState().data);
        showAfterSave(found);
        return found;
      },
      values: () => runtime.toServer(fields, store.getState().data, options),
      edits: () => store.getState().edits,
    }),
    [validateAll, runtime, fields, options, store, showAfterSave],
  );
}

// The same elements for every render: a re-rendered stylesheet is serialised again (the theme's changes still reach
// it: it reads the theme's context).
const STYLESHEETS = (
  <>
    <FrameStyles />
    <SelectStyles />
    <DateStyles />
  </>
);

const AdaptedForm = forwardRef<PortalFormHandle, AdaptedFormProps>(function AdaptedForm(props, ref) {
  const { fields, values, locale, mode, showSensitive, uploadFile, fileLink, readOnly, referee, module, runtime, onChange, extraRenderers, externalErrors } = props;
  const renderers = useRenderers(extraRenderers);
  const options = useMemo(() => ({ locale, referee }), [locale, referee]);
  const initialData = useMemo<FormData>(() => ({ ...module.data, ...runtime.fromServer(fields, values ?? {}, options) }), [runtime, fields, values, module, options]);
  const [store] = useState(() => createFormValues(initialData));
  const currentData = useCallback(() => store.getState().data, [store]);
  // The shown errors reach each control through this store, not through JSON Forms' `additionalErrors`: a new list
  // there re-maps all the form's controls, here it repaints only those whose errors changed.
  const [shownErrors] = useState(() => createFormErrors(externalErrors));
  const { validateAll, validateSoon, touch } = useValidation(runtime, fields, options, initialData, currentData, shownErrors);
  useLayoutEffect(() => shownErrors.setExternal(externalErrors), [shownErrors, externalErrors]);
  const { summary, summaryRef, showAfterSave, updateSummary } = useSummary();
  const middleware = useMemo(() => portalMiddleware(runtime, fields, options, store), [runtime, fields, options, store]);
  const writeLocked = initialData.writeState === 1 || initialData.writeState === '1';
  const labelOf = useLabelOf(runtime, fields, locale);

  useFormHandle(ref, runtime, fields, options, store, validateAll, showAfterSave);
  const handleChange = useChangeHandler(runtime, fields, options, store, initialData, validateSoon, updateSummary, onChange);

  const context = useMemo(
    () => ({ locale, mode, readOnly: readOnly || writeLocked, showSensitive, uploadFile, fileLink, touch, values: store, errors: shownErrors, userName: props.userName }),
    [locale, mode, readOnly, writeLocked, showSensitive, uploadFile, fileLink, touch, store, shownErrors, props.userName],
  );

  // The same element while only the summary changes: re-rendering JSON Forms' root would re-map its dispatch.
  const form = useMemo(
    () => (
      <JsonForms
        schema={module.schema}
        uischema={module.uischema as never}
        data={initialData}
        renderers={renderers}
        cells={portalCells}
        ajv={conditionValidator(runtime.validators) as never}
        validationMode="NoValidation"
        readonly={readOnly || writeLocked || mode === 'preview'}
        middleware={middleware}
        onChange={handleChange}
      />
    ),
    [module, initialData, renderers, runtime, readOnly, writeLocked, mode, middleware, handleChange],
  );

  return (
    <PortalFormProvider value={context}>
      {STYLESHEETS}
      {summary && <ErrorSummary ref={summaryRef} errors={summary} labelOf={labelOf} />}
      {form}
    </PortalFormProvider>
  );
});

/** The same errors in the same order: the summary then stays as it is while the applicant types. */
const sameErrors = (a: PortalError[], b: PortalError[]) =>
  a.length === b.length && a.every((error, index) => error.field === b[index]?.field && error.keyword === b[index]?.keyword && error.message === b[index]?.message);
