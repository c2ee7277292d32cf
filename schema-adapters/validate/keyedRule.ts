import type { ErrorObject } from 'ajv';
import { pointerSegment } from '../keywords/pointer';
import type { JsonSchema } from '../schemaTypes';

type Data = Record<string, unknown>;

/**
 * A container rule (`if`/`then`/`else` over `required` and `properties`) with its field keys replaced by
 * placeholders, so that rules differing only in the keys they name (every "other" text's rule, say) share one
 * compiled validator. `keys[i]` is the field key of placeholder `k{i}`.
 */
export interface KeyedRule {
  schema: JsonSchema;
  keys: string[];
}

const BRANCHES = new Set(['if', 'then', 'else']);
const BRANCH_KEYWORDS = new Set(['required', 'properties']);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const placeholder = (index: number) => `k${index}`;

/** True for a list of keys, as `required` holds them. */
export const isKeyList = (value: unknown): value is string[] => Array.isArray(value) && value.every((key) => typeof key === 'string');

function renameBranch(branch: unknown, keys: string[]): JsonSchema | undefined {
  if (!isSchema(branch) || !Object.keys(branch).every((keyword) => BRANCH_KEYWORDS.has(keyword))) return undefined;
  const { required, properties } = branch;
  if (required !== undefined && !isKeyList(required)) return undefined;
  if (properties !== undefined && !isSchema(properties)) return undefined;
  const nameOf = (key: string) => {
    if (!keys.includes(key)) keys.push(key);
    return placeholder(keys.indexOf(key));
  };
  const renamed: JsonSchema = {};
  if (required) renamed.required = required.map(nameOf);
  if (properties) renamed.properties = Object.fromEntries(Object.keys(properties).map((key) => [nameOf(key), properties[key]]));
  return renamed;
}

/** The rule with placeholder keys, or `undefined` when it holds anything but the branches and keywords above. */
export function keyedRule(rule: JsonSchema): KeyedRule | undefined {
  if (!Object.keys(rule).every((keyword) => BRANCHES.has(keyword))) return undefined;
  const keys: string[] = [];
  const schema: JsonSchema = {};
  for (const branch of ['if', 'then', 'else']) {
    if (!Object.hasOwn(rule, branch)) continue;
    const renamed = renameBranch(rule[branch], keys);
    if (!renamed) return undefined;
    schema[branch] = renamed;
  }
  return { schema, keys };
}

/** The part of `data` the rule reads, under placeholder keys (own values only, as AJV reads them). */
export function keyedData(rule: KeyedRule, data: Data): Data {
  const projected: Data = {};
  rule.keys.forEach((key, index) => {
    if (Object.hasOwn(data, key)) projected[placeholder(index)] = data[key];
  });
  return projected;
}

const LEADING_PLACEHOLDER = /^\/k(\d+)(?=\/|$)/;
const SCHEMA_PLACEHOLDER = /\/properties\/k(\d+)(?=\/|$)/g;

/** An error of the placeholder rule as AJV reports it for the rule with its own keys. */
export function withFieldKeys(rule: KeyedRule, error: ErrorObject): ErrorObject {
  const keyOf = (index: string) => rule.keys[Number(index)] ?? '';
  const instancePath = error.instancePath.replace(LEADING_PLACEHOLDER, (_, index: string) => `/${pointerSegment(keyOf(index))}`);
  const schemaPath = error.schemaPath.replace(SCHEMA_PLACEHOLDER, (_, index: string) => `/properties/${encodeURIComponent(pointerSegment(keyOf(index)))}`);
  const missing = error.keyword === 'required' ? /^k(\d+)$/.exec(String(error.params.missingProperty)) : null;
  const params = missing ? { ...error.params, missingProperty: keyOf(missing[1] ?? '') } : error.params;
  return { ...error, instancePath, schemaPath, params };
}
