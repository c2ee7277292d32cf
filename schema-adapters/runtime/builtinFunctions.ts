import type { ModuleOptions } from '../module/buildModule';
import type { FieldDefinition, FormData, PortalError } from '../types';
import { builtinFormRuntime as runtime } from './builtin';
import type { RawFieldDefinitions, ServerValues } from './createFormRuntime';
import type { AdaptedModule } from '../adaptModule';

/*
 * The built-in runtime's methods as plain functions, for code that knows only the portal's own field types (the CLI,
 * scripts). Code that may meet an integrator's types takes a `FormRuntime` instead.
 */

export const adaptModule = (raw: RawFieldDefinitions, options?: ModuleOptions): AdaptedModule => runtime.adapt(raw, options);
export const validateModule = (raw: RawFieldDefinitions, data: unknown, options?: ModuleOptions): PortalError[] => runtime.validate(raw, data, options);
export const fromServerValues = (raw: RawFieldDefinitions, values: unknown, options?: ModuleOptions): FormData => runtime.fromServer(raw, values, options);
export const toServerValues = (raw: RawFieldDefinitions, data: FormData, options?: ModuleOptions): ServerValues => runtime.toServer(raw, data, options);
export const pruneFormData = (raw: RawFieldDefinitions, data: FormData, options?: ModuleOptions): FormData => runtime.prune(raw, data, options);
export const fillBirthdayFromId = (raw: RawFieldDefinitions, data: FormData, options?: ModuleOptions): FormData => runtime.fillBirthday(raw, data, options);
export const fieldAtPath = (raw: RawFieldDefinitions, path: string, options?: ModuleOptions): FieldDefinition | undefined => runtime.fieldAt(raw, path, options);
