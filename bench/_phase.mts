import { parseFieldsReport } from '../schema-adapters/parse/parseFields.ts';
import { buildModule } from '../schema-adapters/module/buildModule.ts';
import { adaptContainer } from '../schema-adapters/module/container.ts';
import { adaptGroup } from '../schema-adapters/module/group.ts';
import { makeDefinitions } from './definitions.ts';
const N = 60;
const lists = Array.from({ length: N }, () => makeDefinitions(1000));
for (const l of lists.slice(0, 10)) buildModule(l, { locale: 'en' });
let tp = 0, ta = 0;
for (const l of lists.slice(10)) {
  let t = performance.now();
  const { fields, warnings } = parseFieldsReport(l);
  tp += performance.now() - t;
  t = performance.now();
  adaptContainer({ fields, columns: new Map(), ctx: { locale: 'en' }, warnings, rows: new Map() }, adaptGroup);
  ta += performance.now() - t;
}
console.log('parse', tp / (N - 10), 'adapt', ta / (N - 10));
