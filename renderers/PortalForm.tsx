import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { Alert } from '@mui/material';
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import {
  type AdaptedModule,
  FieldDefinitionError,
  type FormData,
  type Locale,
  type PortalError,
  adaptModule,
  createPortalAjv,
  fieldAtPath,
  fromServerValues,
  pickText,
  toServerValues,
  translate,
} from '../schema-adapters/index';
import { type FileLinkResolver, type FormMode, PortalFormProvider, type UploadFile } from './core/context';
import { ErrorSummary } from './core/ErrorSummary';
import { toFormPath, toInstancePath } from './core/formPath';
import { portalMiddleware } from './core/middleware';
import { setIn } from './core/setIn';
import { useValidation } from './core/useValidation';
import { portalCells, portalRenderers } from './registry';

export interface PortalFormProps {
  /** The module's field definitions as the server sends them (or parsed). */
  fields: unknown;
  /** Saved values, keyed by field (server shape). */
  values?: Record<string, unknown> | undefined;
  locale: Locale;
  /** 'edit' (default) or 'preview' (read-only display). */
  mode?: FormMode;
  /** Show sensitive fields in preview; otherwise they read `--`. Default true. */
  showSensitive?: boolean;
  /** Every change, after validation: the values to save (hidden fields dropped) and all current errors. */
  onChange?: (data: Record<string, unknown>, errors: PortalError[]) => void;
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
  /** Renderers for field types registered outside the portal (tried before the portal's own). */
  extraRenderers?: JsonFormsRendererRegistryEntry[];
  /** Errors found elsewhere (the server's answer to a save), keyed by field; always shown on their fields. */
  externalErrors?: ReadonlyArray<{ field: string; keyword: string; message: string }>;
}

export interface PortalFormHandle {
  /** Validates everything now, shows every error and, if there are any, moves focus to the error summary. */
  validate(): PortalError[];
  /** The values a save would send now (hidden fields dropped). */
  values(): Record<string, unknown>;
}

let sharedAjv: Ajv | undefined;
const formAjv = () => (sharedAjv ??= createPortalAjv());

type Adapted = { ok: true; module: AdaptedModule } | { ok: false; path: string };

function adapt(fields: unknown, locale: Locale, referee: number): Adapted {
  try {
    return { ok: true, module: adaptModule(fields, { locale, referee }) };
  } catch (error) {
    if (error instanceof FieldDefinitionError) return { ok: false, path: error.path };
    throw error;
  }
}

/** A module's form: the portal renderers over JSON Forms, validated with the portal keywords. */
export const PortalForm = forwardRef<PortalFormHandle, PortalFormProps>(function PortalForm(props, ref) {
  const { fields, values, locale, mode = 'edit', showSensitive = true, uploadFile, readOnly = false, referee = 0 } = props;
  const adapted = useMemo(() => adapt(fields, locale, referee), [fields, locale, referee]);
  if (!adapted.ok) {
    return <Alert severity="error">{translate(locale, 'form.definitionError', { path: adapted.path })}</Alert>;
  }
  return (
    <AdaptedForm
      ref={ref}
      {...props}
      module={adapted.module}
      mode={mode}
      showSensitive={showSensitive}
      readOnly={readOnly}
      referee={referee}
      uploadFile={uploadFile}
      values={values}
    />
  );
});

type AdaptedFormProps = PortalFormProps & { module: AdaptedModule; mode: FormMode; showSensitive: boolean; readOnly: boolean; referee: number };

const AdaptedForm = forwardRef<PortalFormHandle, AdaptedFormProps>(function AdaptedForm(props, ref) {
  const { fields, values, locale, mode, showSensitive, uploadFile, fileLink, readOnly, referee, module, onChange, extraRenderers, externalErrors } = props;
  const renderers = useMemo(() => (extraRenderers ? [...extraRenderers, ...portalRenderers] : portalRenderers), [extraRenderers]);
  const options = useMemo(() => ({ locale, referee }), [locale, referee]);
  const initialData = useMemo<FormData>(() => ({ ...module.data, ...fromServerValues(fields, values ?? {}, options) }), [fields, values, module, options]);
  const latest = useRef<FormData>(initialData);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const currentData = useCallback(() => latest.current, []);
  const validation = useValidation(fields, options, initialData, currentData);
  const { validateNow, validateSoon, touch } = validation;
  const additionalErrors = useMemo(() => withExternal(validation.additionalErrors, externalErrors), [validation.additionalErrors, externalErrors]);
  const [summary, setSummary] = useState<PortalError[] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const middleware = useMemo(() => portalMiddleware(fields, options), [fields, options]);
  const pending = useRef(new Map<string, () => void>());
  const registerPending = useCallback((formPath: string, flush: () => void) => {
    pending.current.set(formPath, flush);
    return () => {
      if (pending.current.get(formPath) === flush) pending.current.delete(formPath);
    };
  }, []);
  const noteCommitted = useCallback((formPath: string, value: string | undefined) => {
    latest.current = setIn(latest.current, formPath, value);
  }, []);
  const flushPending = useCallback(() => {
    for (const flush of pending.current.values()) flush();
    return latest.current;
  }, []);
  const writeLocked = initialData.writeState === 1 || initialData.writeState === '1';

  const labelOf = useCallback(
    (field: string) => {
      const path = toFormPath(field);
      return pickText(fieldAtPath(fields, path, { locale })?.name, locale) || (path.split('.').pop() ?? field);
    },
    [fields, locale],
  );

  useImperativeHandle(
    ref,
    () => ({
      validate() {
        const found = validateNow(flushPending());
        validation.showAllErrors();
        setSummary(found.length > 0 ? found : null);
        return found;
      },
      values: () => toServerValues(fields, flushPending(), options),
    }),
    [validateNow, validation, fields, options, flushPending],
  );

  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const handleChange = useCallback(
    ({ data }: { data: unknown }) => {
      const next = (data ?? {}) as FormData;
      if (next === latest.current) return;
      latest.current = next;
      validateSoon(next, (found) => {
        setSummary((current) => (current ? (found.length > 0 ? found : null) : current));
        onChangeRef.current?.(toServerValues(fields, next, options), found);
      });
    },
    [validateSoon, fields, options],
  );

  const context = useMemo(
    () => ({ locale, mode, readOnly: readOnly || writeLocked, showSensitive, uploadFile, fileLink, touch, registerPending, noteCommitted, userName: props.userName }),
    [locale, mode, readOnly, writeLocked, showSensitive, uploadFile, fileLink, touch, registerPending, noteCommitted, props.userName],
  );

  return (
    <PortalFormProvider value={context}>
      {summary && <ErrorSummary ref={summaryRef} errors={summary} labelOf={labelOf} />}
      <JsonForms
        schema={module.schema}
        uischema={module.uischema as never}
        data={initialData}
        renderers={renderers}
        cells={portalCells}
        ajv={formAjv()}
        validationMode="NoValidation"
        additionalErrors={additionalErrors}
        readonly={readOnly || writeLocked || mode === 'preview'}
        middleware={middleware}
        onChange={handleChange}
      />
    </PortalFormProvider>
  );
});

/** The form's own errors plus external ones on fields the form does not already flag. */
function withExternal(own: ErrorObject[], external: PortalFormProps['externalErrors']): ErrorObject[] {
  if (!external || external.length === 0) return own;
  const flagged = new Set(own.map((error) => error.instancePath));
  const extra = external
    .map((error) => ({ instancePath: toInstancePath(toFormPath(error.field)), schemaPath: '', keyword: error.keyword, params: {}, message: error.message }))
    .filter((error) => !flagged.has(error.instancePath));
  return [...own, ...extra];
}
