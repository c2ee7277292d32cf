import {
  type ControlElement,
  type ControlProps,
  type JsonFormsCore,
  type JsonFormsState,
  type JsonSchema,
  type OwnPropsOfControl,
  Resolve,
  composeWithUi,
  createLabelDescriptionFrom,
  decode,
  getCombinedErrorMessage,
  getAjv,
  getErrorTranslator,
  getI18nKey,
  getI18nKeyPrefix,
  getTranslator,
  hasShowRule,
  isInherentlyEnabled,
  isInherentlyReadonly,
  isVisible,
} from '@jsonforms/core';
import { type JsonFormsStateContext, ctxDispatchToControlProps, useJsonForms } from '@jsonforms/react';
import type { ErrorObject } from 'ajv';
import { type ComponentType, memo, useMemo } from 'react';
import { ControlErrors, type ControlErrorsValue } from './controlErrors';
import { errorsAtPath } from './errorIndex';
import { inputIdOf } from './formPath';
import { resolveScope } from './resolveScope';
import { errorsOfSlice, useShownErrorsSlice } from './useShownErrors';

/** What `mapStateToControlProps` derives from the schemas and the element alone, not from the form's data or errors. */
interface SchemaFacts {
  path: string;
  required: boolean;
  resolved: JsonSchema | undefined;
  schema: JsonSchema;
  label: string;
  description: string | undefined;
  i18nKeyPrefix: string;
  labelKey: string;
  descriptionKey: string;
}

function requiredAt(schema: JsonSchema, scope: string, rootSchema: JsonSchema): boolean {
  const segments = scope.split('/');
  const last = decode(segments[segments.length - 1] ?? '');
  const parent = resolveScope(schema, segments.slice(0, -2).join('/'), rootSchema);
  return parent?.required !== undefined && parent.required.includes(last);
}

function schemaFacts(uischema: ControlElement, ownSchema: JsonSchema | undefined, ownPath: string | undefined, rootSchema: JsonSchema): SchemaFacts {
  const path = composeWithUi(uischema, ownPath ?? '');
  const required = uischema.scope !== undefined && requiredAt(ownSchema ?? rootSchema, uischema.scope, rootSchema);
  const resolved = resolveScope(ownSchema ?? rootSchema, uischema.scope, rootSchema);
  const schema = resolved ?? rootSchema;
  const labelDescription = createLabelDescriptionFrom(uischema, resolved);
  return {
    path,
    required,
    resolved,
    schema,
    label: labelDescription.show ? (labelDescription.text ?? '') : '',
    description: resolved === undefined ? '' : resolved.description,
    i18nKeyPrefix: getI18nKeyPrefix(schema, uischema, path),
    labelKey: getI18nKey(schema, uischema, path, 'label'),
    descriptionKey: getI18nKey(schema, uischema, path, 'description'),
  };
}

/**
 * The errors of the control at `facts.path`: JSON Forms' own and the form's shown ones there (as `additionalErrors`
 * would add them), and their message for the control's frame, the same object while the message is.
 */
function useControlErrors(state: JsonFormsState, core: JsonFormsCore, uischema: ControlElement, facts: SchemaFacts): { errors: ErrorObject[]; frame: ControlErrorsValue } {
  const { path, resolved, schema } = facts;
  const shown = errorsOfSlice(useShownErrorsSlice(path), path, resolved as JsonSchema);
  const own = errorsAtPath(core, path, resolved as JsonSchema);
  const errors = own.length === 0 ? shown : shown.length === 0 ? own : [...own, ...shown];
  const message = getCombinedErrorMessage(errors, getErrorTranslator()(state), getTranslator()(state), schema, uischema, path);
  const frame = useMemo(() => ({ id: inputIdOf(path), message }), [path, message]);
  return { errors, frame };
}

/** JSON Forms' context and its core state, always there inside `<JsonForms>`, where controls are drawn. */
function useJsonFormsCore(): { ctx: JsonFormsStateContext; core: JsonFormsCore } {
  const ctx = useJsonForms();
  if (ctx.core === undefined) throw new Error('A form control is drawn outside <JsonForms>');
  return { ctx, core: ctx.core };
}

/** JSON Forms' dispatch, always there inside `<JsonForms>`, where controls are drawn. */
function dispatchOf({ dispatch }: JsonFormsStateContext): NonNullable<JsonFormsStateContext['dispatch']> {
  if (dispatch === undefined) throw new Error('A form control is drawn outside <JsonForms>');
  return dispatch;
}

/** The control's element: JSON Forms hands a control renderer the element it was chosen for. */
function controlElementOf({ uischema }: OwnPropsOfControl): ControlElement {
  if (uischema === undefined) throw new Error('A form control is drawn without its UI-schema element');
  return uischema;
}

/** How a control shows its errors. */
export interface ControlPropsOptions {
  /**
   * The control shows its errors only through its `FieldFrame` (none of its inputs reflects them, as in a radio
   * group): when only its errors change, the frame is re-drawn and the control is not.
   */
  errorsInFrame?: boolean;
}

/** Props equal but for `errors`. */
function sameButErrors(previous: ControlProps, next: ControlProps): boolean {
  for (const key of Object.keys(next) as Array<keyof ControlProps>) {
    if (key !== 'errors' && !Object.is(previous[key], next[key])) return false;
  }
  return Object.keys(previous).length === Object.keys(next).length;
}

/**
 * `withJsonFormsControlProps` with the same props, for long forms: one wrapper instead of two, and what depends only on
 * the schemas (the resolved schema, the required flag, the label, the i18n keys) worked out once per control rather than
 * on every change of the form, which re-maps every control. Inside a `<PortalForm>`, the errors it shows are added to
 * JSON Forms' own (as its `additionalErrors` would be), and a control re-renders when its own errors change only (or,
 * with `errorsInFrame`, only its frame does).
 */
export function withControlProps(Component: ComponentType<ControlProps>, { errorsInFrame = false }: ControlPropsOptions = {}): ComponentType<OwnPropsOfControl> {
  const Memoised = errorsInFrame ? memo(Component, sameButErrors) : memo(Component);
  function ControlWithProps(ownProps: OwnPropsOfControl) {
    const { ctx, core } = useJsonFormsCore();
    const uischema = controlElementOf(ownProps);
    const rootSchema = core.schema;
    const facts = useMemo(() => schemaFacts(uischema, ownProps.schema, ownProps.path, rootSchema), [uischema, ownProps.schema, ownProps.path, rootSchema]);
    const dispatchProps = ctxDispatchToControlProps(dispatchOf(ctx));
    const state: JsonFormsState = { jsonforms: ctx };
    const rootData = core.data;
    const config = ctx.config;
    const visible =
      ownProps.visible === undefined || hasShowRule(uischema) ? isVisible(uischema, rootData, ownProps.path ?? '', getAjv(state), config) : ownProps.visible;
    const { path, resolved, schema } = facts;
    const { errors, frame } = useControlErrors(state, core, uischema, facts);
    const t = getTranslator()(state);
    const i18n = { schema, uischema, path, errors };
    return (
      <ControlErrors.Provider value={frame}>
        <Memoised
          {...ownProps}
          data={Resolve.data(rootData, path)}
          description={t(facts.descriptionKey, facts.description, i18n)}
          errors={frame.message}
          label={t(facts.labelKey, facts.label, i18n)}
          visible={visible}
          enabled={isInherentlyEnabled(state, ownProps, uischema, resolved ?? rootSchema, rootData, config)}
          readonly={isInherentlyReadonly(state, ownProps, uischema, resolved ?? rootSchema, rootData, config)}
          id={ownProps.id as string}
          path={path}
          required={facts.required}
          uischema={uischema}
          schema={schema}
          config={config}
          cells={ownProps.cells ?? ctx.cells}
          rootSchema={rootSchema}
          i18nKeyPrefix={facts.i18nKeyPrefix}
          {...dispatchProps}
        />
      </ControlErrors.Provider>
    );
  }
  return ControlWithProps;
}

const withFrameErrorsCache = new WeakMap<ComponentType<OwnPropsOfControl>, ComponentType<OwnPropsOfControl>>();

/**
 * A control renderer from outside the portal (an integrator's, wrapped with JSON Forms' own
 * `withJsonFormsControlProps`) with the form's errors for its `FieldFrame`: JSON Forms hands it only its own errors,
 * and the form keeps the errors it shows apart from them (see `withControlProps`). The same wrapper for the same
 * renderer, so a form's controls keep their state when its renderers are listed again.
 */
export function withFrameErrors(Renderer: ComponentType<OwnPropsOfControl>): ComponentType<OwnPropsOfControl> {
  const cached = withFrameErrorsCache.get(Renderer);
  if (cached) return cached;
  function ControlFrameErrors(ownProps: OwnPropsOfControl) {
    const { ctx, core } = useJsonFormsCore();
    const uischema = controlElementOf(ownProps);
    const facts = useMemo(() => schemaFacts(uischema, ownProps.schema, ownProps.path, core.schema), [uischema, ownProps.schema, ownProps.path, core.schema]);
    const { frame } = useControlErrors({ jsonforms: ctx }, core, uischema, facts);
    return (
      <ControlErrors.Provider value={frame}>
        <Renderer {...ownProps} />
      </ControlErrors.Provider>
    );
  }
  /** Layouts and other elements without a scope have no errors of their own: they are drawn as they are. */
  function FrameErrors(ownProps: OwnPropsOfControl) {
    return ownProps.uischema?.type === 'Control' ? <ControlFrameErrors {...ownProps} /> : <Renderer {...ownProps} />;
  }
  withFrameErrorsCache.set(Renderer, FrameErrors);
  return FrameErrors;
}
