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
export { hasOwnPatterns, loadEngines } from './parse/engines';
export { loadLinearEngine } from './validators/linearPattern';
export type { AdaptedModule } from './adaptModule';
export type { ModuleOptions, ModulePlan } from './module/buildModule';
export {
  createFormRuntime,
  asRawDefinitions,
  type FormRuntime,
  type FormRuntimeOptions,
  type MessageOverrides,
  type RawFieldDefinitions,
  type ServerValues,
} from './runtime/createFormRuntime';
export { builtinFormRuntime } from './runtime/builtin';
export { builtinFieldTypes } from './fields/builtins';
export { isEmailField, isIdNumberField } from './fields/text';
export { isPhoneField } from './fields/phone';
export { isDateField } from './fields/date';
export { isUploadField } from './fields/files';
export {
  adaptModule,
  fieldAtPath,
  fillBirthdayFromId,
  fromServerValues,
  pruneFormData,
  toServerValues,
  validateModule,
} from './runtime/builtinFunctions';
export { givenColumnNumber } from './rowOrder';
export { groupOf as columnGroupOf } from './module/columns';
export { LIMITS } from './limits';
export { createPortalAjv } from './validate/createPortalAjv';
export { sharedValidator } from './validate/sharedValidators';
export { CompilerNotLoaded, createValidatorSource, type SchemaCompiler, type ValidatorSource } from './validate/validatorSource';
export { formValidatorSchemas } from './validate/formSchemas';
export { precompiledValidators, type PrecompiledValidators } from './validate/precompiled';
export { validateIdNumber } from './validators/idNumber';
export { countWords } from './validators/countWords';
export type { FieldTypeAdapter, FieldTypeMessage, FieldTypes, AdaptContext, AdaptedField } from './registry';
export { addMessageSections, pickText, translate, type MessageKey } from './i18n';
export { checkValueFormat, isValueFormat, VALUE_FORMATS, type ValueFormat } from './validators/patterns';
export { checkPassword } from './validators/password';
