export type {
  Locale,
  LocalizedText,
  FieldDefinition,
  FieldOption,
  FieldCondition,
  ParseWarning,
  PortalError,
  FormData,
} from './types';
export { LOCALES } from './types';
export type { JsonSchema, UiElement } from './schemaTypes';
export { FieldDefinitionError } from './errors';
export { parseFields, parseFieldsReport, type ParseOptions } from './parse/parseFields';
export { adaptModule, type AdaptedModule } from './adaptModule';
export type { ModuleOptions } from './module/buildModule';
export { fromServerValues, pruneFormData, toServerValues } from './values';
export { fillBirthdayFromId } from './linkedBirthday';
export { fieldAtPath } from './fieldAtPath';
export { givenColumnNumber } from './rowOrder';
export { LIMITS } from './limits';
export { createPortalAjv } from './validate/createPortalAjv';
export { validateModule } from './validate/validateModule';
export { validateIdNumber } from './validators/idNumber';
export { countWords } from './validators/countWords';
export { registerFieldType, type FieldTypeAdapter, type AdaptContext, type AdaptedField } from './registry';
export { pickText, translate, type MessageKey } from './i18n';
export { checkValueFormat, isValueFormat, VALUE_FORMATS, type ValueFormat } from './validators/patterns';
export { checkPassword } from './validators/password';
