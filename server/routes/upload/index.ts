import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { registerAutograph } from './autograph';
import { registerFile } from './file';
import { registerFileLinks } from './fileLinks';
import { registerPortrait } from './portrait';
import { registerSign } from './sign';
import { registerSignatureList } from './signatureList';
import { registerUpload } from './upload';

/** The upload area: field uploads, owner-only downloads, the signature calls and the portrait. */
export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  registerUpload(api);
  registerFile(api);
  registerFileLinks(api);
  registerAutograph(api);
  registerSignatureList(api);
  registerSign(api);
  registerPortrait(api);
}
