// Adds messages to the three catalogues at once: node scripts/add-messages.mjs messages.json
// messages.json: { "sc": { "ns": { "key": "…" } }, "tc": { … }, "en": { … } } with the same keys in all three.
// Existing keys are replaced, others kept; a lock directory keeps concurrent runs from overwriting each other.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const LOCALES = ['sc', 'tc', 'en'];
const LOCK = 'locales/.lock';

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null) target[key] = merge(typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
}

function keysOf(node, prefix = '') {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const reference = keysOf(additions.en ?? {}).sort().join('\n');
for (const locale of LOCALES) {
  if (keysOf(additions[locale] ?? {}).sort().join('\n') !== reference) {
    console.error(`${locale} does not have the same keys as en`);
    process.exit(1);
  }
}
for (let attempt = 0; ; attempt += 1) {
  try {
    mkdirSync(LOCK);
    break;
  } catch {
    if (attempt > 200) throw new Error(`${LOCK} is held; remove it if no run is in progress`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of LOCALES) {
    const path = `locales/${locale}.json`;
    const catalogue = merge(JSON.parse(readFileSync(path, 'utf8')), additions[locale]);
    writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
} finally {
  rmSync(LOCK, { recursive: true, force: true });
}
console.log(`added ${reference.split('\n').length} messages`);
