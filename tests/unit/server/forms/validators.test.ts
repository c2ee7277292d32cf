import { describe, expect, it } from 'vitest';
import { fieldFixtures, moduleFixtures } from '../../../../fixtures/index';
import { PATHS } from '../../../../protocol';
import { FORM_VALIDATORS_BODY_LIMIT, type FormValidatorsData } from '../../../../protocol/forms';
import {
  builtinFieldTypes,
  builtinFormRuntime,
  createFormRuntime,
  createValidatorSource,
  formValidatorSchemas,
  LIMITS,
  precompiledValidators,
} from '../../../../schema-adapters/index';
import { MAX_FORM_SCHEMAS } from '../../../../server/services/forms/formValidators';
import { useTestServer } from '../suiteServer';

const module = moduleFixtures.find((fixture) => fixture.name.includes('scu')) ?? moduleFixtures[0];
if (!module) throw new Error('no module fixture');

describe('POST form.validators', () => {
  const server = useTestServer({ seed: false });

  const ask = (fields: unknown, extra: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
    server.post(PATHS.form.validators, { fields: typeof fields === 'string' ? fields : JSON.stringify(fields), ...extra }, headers);

  it('answers code that validates the module as AJV-compiled validators do, without a session', async () => {
    const reply = await ask(module.fields, { locale: 'tc' });
    expect(reply.statusCode).toBe(200);
    const answer = reply.body.data as FormValidatorsData;
    const plan = builtinFormRuntime.plan(module.fields as never, { locale: 'tc' });
    expect(answer.schemas).toEqual([...formValidatorSchemas(plan).keys()]);
    const validators = createValidatorSource({ loadCompiler: () => Promise.reject(new Error('not in this test')) });
    validators.register(precompiledValidators(answer));
    const precompiled = createFormRuntime({ fieldTypes: builtinFieldTypes, validators });
    const cases = [...module.valid, ...module.invalid].map((testCase) => testCase.values);
    expect(module.invalid.length).toBeGreaterThan(0);
    for (const values of cases) {
      expect(precompiled.validate(module.fields as never, values, { locale: 'tc' })).toEqual(builtinFormRuntime.validate(module.fields as never, values, { locale: 'tc' }));
    }
    expect(precompiled.validate(module.fields as never, module.invalid[0]?.values, { locale: 'tc' }).length).toBeGreaterThan(0);
  });

  it('generates once per shape list: a second call for the same definitions is answered from the cache', async () => {
    const fixture = fieldFixtures.find((candidate) => candidate.name.includes('date')) ?? fieldFixtures[0];
    const first = await ask(fixture?.fields, { locale: 'en' });
    const second = await ask(fixture?.fields, { locale: 'en' });
    expect(first.raw.headers['x-cache']).toBe('miss');
    expect(second.raw.headers['x-cache']).toBe('hit');
    expect(second.body.data).toEqual(first.body.data);
  });

  it('refuses definitions it cannot use with a translated 400 naming the bad path', async () => {
    const notJson = await ask('[{"field": ', {}, { lang: 'en' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body.data).toMatchObject({ field: 'fields' });
    const inChinese = await ask('[{"field": ', {}, { lang: 'sc' });
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.body.message).not.toBe(notJson.body.message);
    const notAList = await ask(42);
    expect(notAList.statusCode).toBe(400);
    const badDate = await ask([{ id: 1, field: 'd', name: 'D', type: 6, condition: { limit_date: { start: 'yesterday-ish' } } }]);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body.data).toMatchObject({ field: 'fields', path: 'fields[0].condition.limit_date.start' });
    const longPattern = await ask([{ id: 1, field: 'a', name: 'A', type: 1, value_format: 'x'.repeat(LIMITS.patternLength + 1) }]);
    expect(longPattern.statusCode).toBe(400);
  });

  it('refuses more fields than the limits allow, in bounded time', async () => {
    const many = Array.from({ length: LIMITS.fields + 1 }, (_, index) => ({ id: index + 1, field: `f${index}`, name: 'x', type: 1 }));
    const started = Date.now();
    const reply = await ask(many);
    expect(reply.statusCode).toBe(400);
    expect(reply.body.data).toMatchObject({ field: 'fields' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers 413 for a body over the limit', async () => {
    const reply = await ask(JSON.stringify([{ id: 1, field: 'a', name: 'x'.repeat(FORM_VALIDATORS_BODY_LIMIT), type: 1 }]));
    expect(reply.statusCode).toBe(413);
    expect(reply.body.message).toBeTruthy();
  });

  it('generates validators for a pattern the linear engine cannot run as validation does (no 500)', async () => {
    const fields = [{ id: 1, field: 'a', name: 'A', type: 1, value_format: '(a+)+\\1' }];
    const reply = await ask(fields);
    const compiled = (() => {
      try {
        return builtinFormRuntime.validate(fields as never, { a: 'aa' }, { locale: 'en' });
      } catch (error) {
        return error;
      }
    })();
    expect(reply.statusCode, JSON.stringify({ reply: reply.body, compiled: String(compiled) })).toBe(200);
  });

  it('limits each address to 60 calls a minute', async () => {
    const fields = [{ id: 1, field: 'a', name: 'A', type: 1 }];
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers = [];
    for (let call = 0; call < 61; call += 1) answers.push((await ask(fields, {}, headers)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await ask(fields, {}, { 'x-forwarded-for': '203.0.113.78' })).statusCode).toBe(200);
  });

  it('refuses with a translated 413 a form of more distinct schemas than one call generates', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, field: `f${index}`, name: `F${index}`, type: 1, condition: { max_length: index + 1 } }));
    const atCap = await ask(fields(MAX_FORM_SCHEMAS - 1), {}, { 'x-forwarded-for': '203.0.113.90' });
    expect(atCap.statusCode).toBe(200);
    const past = await ask(fields(MAX_FORM_SCHEMAS + 1), {}, { 'x-forwarded-for': '203.0.113.90', 'accept-language': 'en' });
    expect(past.statusCode).toBe(413);
    expect(past.body.message).toMatch(/too large/i);
  });

  it('compiles only what the adapters generate: schema-like keys in definitions or the body change nothing', async () => {
    const fields = [{ id: 1, field: 'a', name: 'A', type: 1, condition: { max_length: 5 }, schema: { $ref: 'http://evil.example/x' }, pattern: '(a+)+$' }];
    const reply = await ask(fields, { schema: '{"type":"string","pattern":"(x+)+y"}' });
    expect(reply.statusCode).toBe(200);
    const answer = reply.body.data as FormValidatorsData;
    expect(answer.schemas).toEqual([...formValidatorSchemas(builtinFormRuntime.plan(fields as never, { locale: 'sc' })).keys()]);
    expect(answer.code).not.toContain('evil.example');
    expect(answer.code).not.toContain('(x+)+y');
  });
});
