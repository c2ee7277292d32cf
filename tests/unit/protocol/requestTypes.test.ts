import formbody from '@fastify/formbody';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { CodePurpose, LoginBody, ProjectRef, SendCodeBody } from '../../../protocol/account';
import { saveModuleBodySchema, submitBodySchema, type SaveModuleBody, type SubmitBody } from '../../../protocol/apply';
import { CONTENT_SCHEMAS, PAGE_SIZE_DEFAULT, type ContentRequest } from '../../../protocol/content';
import type { RecommendRowBody } from '../../../protocol/recommend';
import type { RequestOf } from '../../../protocol/requestOf';

describe('RequestOf', () => {
  it('types integers as numbers, enums as unions, required fields as required, and leaves out the open index signature', () => {
    expectTypeOf<RequestOf<{ type: 'object'; required: ['a']; properties: { a: { type: 'integer' }; b: { type: 'string'; enum: ['x', 'y'] } } }>>().toEqualTypeOf<{
      a: number;
      b?: 'x' | 'y';
    }>();
    expectTypeOf<SaveModuleBody>().toEqualTypeOf<{ org_id?: number; project_id?: number; menu_id: number; value: string; version: number; confirm_email_change?: 0 | 1 }>();
    expectTypeOf<RecommendRowBody>().toEqualTypeOf<{ row_number?: number; id?: number }>();
    expectTypeOf<ProjectRef>().toEqualTypeOf<{ project_id?: number; org_id?: number; domain?: string }>();
    expectTypeOf<LoginBody['type']>().toEqualTypeOf<'password' | 'email_code' | 'sms_code' | 'fast' | 'free'>();
    expectTypeOf<SendCodeBody['purpose']>().toEqualTypeOf<CodePurpose>();
  });

  it('types defaulted fields as present, as Fastify fills them in', () => {
    expectTypeOf<ContentRequest<'listQuery'>>().toEqualTypeOf<{ page: number; page_size: number; project_id?: number; domain?: string }>();
  });
});

describe('a route typed from its schema', () => {
  // The reference server's validator options (server/app.ts); Fastify adds useDefaults.
  const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } } }).withTypeProvider<JsonSchemaToTsProvider>();
  const received: unknown[] = [];

  beforeAll(async () => {
    await app.register(formbody);
    app.post('/save', { schema: { body: saveModuleBodySchema } }, async (request) => {
      const body: SaveModuleBody = request.body;
      received.push(body);
      return { menuId: body.menu_id + 1 };
    });
    app.post('/submit', { schema: { body: submitBodySchema } }, async (request) => {
      const body: SubmitBody = request.body;
      received.push(body);
      return { acknowledged: body.acknowledge === 1 };
    });
    app.get('/list', { schema: { querystring: CONTENT_SCHEMAS.listQuery } }, async (request) => {
      received.push(request.query);
      return { next: request.query.page + 1 };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, form: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('hands the handler numbers for the form strings of integer fields, as its type says', async () => {
    received.length = 0;
    const reply = await post('/save', { menu_id: '7', value: '{"a":1}', version: '0', confirm_email_change: '1', time: '5' });
    expect(reply.json()).toEqual({ menuId: 8 });
    expect(received).toEqual([{ menu_id: 7, value: '{"a":1}', version: 0, confirm_email_change: 1, time: '5' }]);
    expect((await post('/submit', { acknowledge: '1' })).json()).toEqual({ acknowledged: true });
    expect(received[1]).toEqual({ acknowledge: 1 });
  });

  it('refuses what the type rules out before the handler runs', async () => {
    received.length = 0;
    expect((await post('/save', { menu_id: 'seven', value: '{}', version: '0' })).statusCode).toBe(400);
    expect((await post('/submit', { acknowledge: '2' })).statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('fills in the defaults a query type declares as present', async () => {
    received.length = 0;
    const reply = await app.inject({ method: 'GET', url: '/list?domain=scu' });
    expect(reply.json()).toEqual({ next: 2 });
    expect(received).toEqual([{ domain: 'scu', page: 1, page_size: PAGE_SIZE_DEFAULT }]);
  });
});
