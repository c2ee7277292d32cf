import { PATHS } from '../../protocol';
import type { FormValidatorsData } from '../../protocol/forms';
import type { Locale, RawFieldDefinitions } from '../../schema-adapters';
import { send, toForm } from './client';

/** How long a form waits for its precompiled validators before it compiles its own (AJV's chunk) instead. */
const VALIDATORS_TIMEOUT_MS = 10_000;

/** POST form.validators (no session): the module's validators, precompiled by the server from its definitions. */
export async function formValidators(fields: RawFieldDefinitions, options: { locale: Locale; referee: number }): Promise<FormValidatorsData> {
  const body = toForm({ fields: typeof fields === 'string' ? fields : JSON.stringify(fields), locale: options.locale, referee: options.referee });
  return (await send<FormValidatorsData>({ method: 'post', url: PATHS.form.validators, data: body, timeout: VALIDATORS_TIMEOUT_MS })).data;
}
