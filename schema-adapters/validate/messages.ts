import type { ErrorObject } from 'ajv';
import { type MessageKey, fillText, pickText } from '../i18n';
import type { FieldTypes } from '../registry';
import type { FieldDefinition, Locale, LocalizedText, PortalError } from '../types';
import type { ErrorTarget } from './errorTarget';

/** How a runtime words its messages: the catalogue (with the runtime's overrides) and its field types' own. */
export interface MessageSource {
  types: FieldTypes;
  translate(locale: Locale, key: MessageKey, params?: Record<string, unknown>): string;
}

type Params = Record<string, unknown>;
interface Message {
  keyword: string;
  key: MessageKey;
  params?: Params;
  /** A message the definition gives for this case, used instead of the catalogue's. */
  custom?: LocalizedText | undefined;
  /** The field type's own wording for this keyword (placeholders filled from `params`). */
  own?: LocalizedText | undefined;
}

function requiredMessage(target: ErrorTarget): Message {
  if (target.other) return { keyword: 'required', key: 'validation.otherRequired' };
  return { keyword: 'required', key: 'validation.required', custom: target.field?.fieldErrorMsg };
}

/** The field type's message for the error's keyword, if its adapter words it (never for `{field}_other`). */
function typeMessage(error: ErrorObject, target: ErrorTarget, types: FieldTypes): Message | undefined {
  if (!target.field || target.other) return undefined;
  const keyword = error.keyword === 'notEmpty' ? 'required' : error.keyword;
  const messages = types.get(target.field.type)?.messages;
  const message = messages && Object.hasOwn(messages, keyword) ? messages[keyword] : undefined;
  if (message === undefined) return undefined;
  const params: Params = error.params;
  const custom = keyword === 'required' ? target.field.fieldErrorMsg : undefined;
  return typeof message === 'string' ? { keyword, key: message, params, custom } : { keyword, key: 'validation.type', params, custom, own: message };
}

function dateLimitMessage(params: Params, field: FieldDefinition | undefined): Message {
  const { start, end } = params;
  const key = start && end ? 'validation.date.limit' : start ? 'validation.date.limitFrom' : 'validation.date.limitUntil';
  return { keyword: 'dateWithin', key, params, custom: field?.condition.limit_tips };
}

function describe(error: ErrorObject, target: ErrorTarget, labelOf: (key: string) => string, locale: Locale, source: MessageSource): Message {
  const params: Params = error.params;
  const { field } = target;
  const reason = String(params.reason ?? '');
  switch (error.keyword) {
    case 'required':
    case 'notEmpty':
      return requiredMessage(target);
    case 'enum':
    case 'propertyNames':
    case 'minimum':
    case 'maximum':
    case 'uniqueItems':
      return { keyword: 'enum', key: 'validation.enum' };
    case 'minLength':
    case 'maxLength':
      return { keyword: error.keyword, key: `validation.${error.keyword}`, params: { count: params.limit } };
    case 'minItems':
      return { keyword: 'minItems', key: 'validation.rowsMin', params: { count: params.limit } };
    case 'maxItems':
      return { keyword: 'maxItems', key: target.group ? 'validation.rowsMax' : 'validation.maxQuantity', params: { count: params.limit } };
    case 'pattern':
      return { keyword: 'pattern', key: 'validation.format.pattern', custom: field?.errorMsg };
    case 'valueFormat':
      return { keyword: 'valueFormat', key: `validation.format.${String(params.format)}` as MessageKey, custom: field?.errorMsg };
    case 'idNumber':
      return { keyword: 'idNumber', key: `validation.idNumber.${reason}` as MessageKey };
    case 'wordMax':
      return { keyword: 'wordMax', key: 'validation.wordMax', params: { count: params.limit, words: params.count } };
    case 'files': {
      const types = Array.isArray(params.types) ? params.types.join(source.translate(locale, 'field.or')) : '';
      return { keyword: 'files', key: `validation.file.${reason}` as MessageKey, params: { ...params, types, count: params.limit } };
    }
    case 'dateValue':
      return { keyword: 'dateValue', key: 'validation.date.invalid' };
    case 'dateNotAfter':
      return { keyword: 'dateNotAfter', key: 'validation.date.future', params };
    case 'dateWithin':
      return dateLimitMessage(params, field);
    case 'dateRange':
      if (reason === 'start' || reason === 'end') return requiredMessage(target);
      return { keyword: 'dateRange', key: reason === 'order' ? 'validation.dateRange.order' : 'validation.type' };
    case 'signature':
      return { keyword: 'signature', key: 'validation.signature.invalid' };
    case 'phone':
      return { keyword: 'phone', key: reason === 'mainland' ? 'validation.phone.mainland' : 'validation.phone.number' };
    case 'password':
      return { keyword: 'password', key: 'validation.password.policy' };
    case 'sameAs':
      return { keyword: 'sameAs', key: 'validation.password.confirm' };
    case 'portalCompare':
      return { keyword: 'portalCompare', key: 'validation.compare', params: { other: labelOf(String(params.other)) }, custom: field?.compare_tips };
    case 'uniqueValues':
      return { keyword: 'uniqueValues', key: 'validation.unique' };
    case 'levelPath':
      return { keyword: 'levelPath', key: 'validation.levels' };
    default:
      return { keyword: error.keyword, key: 'validation.type' };
  }
}

/** AJV keywords that only report that a sub-schema failed; the sub-schema's own error says why. */
export const WRAPPER_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not']);

/** A `PortalError` with its message in `locale`, preferring the definition's own wording where it has one. */
export function toPortalError(
  error: ErrorObject,
  target: ErrorTarget,
  labelOf: (key: string) => string,
  locale: Locale,
  source: MessageSource,
): PortalError {
  const message = typeMessage(error, target, source.types) ?? describe(error, target, labelOf, locale, source);
  const custom = pickText(message.custom, locale);
  if (custom) return { field: target.path, keyword: message.keyword, message: custom };
  const own = pickText(message.own, locale);
  const text = own ? fillText(locale, own, message.params ?? {}) : source.translate(locale, message.key, message.params);
  return { field: target.path, keyword: message.keyword, message: text };
}
