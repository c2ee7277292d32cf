/**
 * The catalogue is served in two parts per language: `core` (what every screen, the login route included, needs) and
 * `rest` (the form runtime's and the information screens' messages), merged into i18next when a screen needs them.
 */
export type CataloguePart = 'core' | 'rest';

/**
 * Key paths (namespace or namespace.area) that go to `rest`; everything else, new namespaces included, is `core`.
 * A screen area whose routes are not light (`LIGHT_ROUTES` in app/routes/light.ts) belongs here: its page loads the
 * rest before it renders, and the login route (its JS budget) does not carry its messages.
 */
export const DEFERRED_PATHS: readonly string[] = [
  'validation',
  'field',
  'form',
  'choice',
  'media',
  'pickers',
  'group',
  'portal.info',
  'portal.home',
  'portal.apply',
  'portal.preview',
  'portal.progress',
  'portal.submit',
  'portal.recommend',
  'portal.referee',
  'portal.activity',
  'portal.questionnaire',
];

/**
 * Sections the portal's screens never show, left out of both parts: the API server's messages (`server`, `web`: the
 * server translates its answers and pages itself) and the developer gallery's (`gallery`, which adds its own).
 */
export const LEFT_OUT_PATHS: readonly string[] = ['server', 'web', 'gallery'];

/** The query that asks the build for one part of a catalogue (`locales/sc.json?catalogue=core`). */
export const PART_QUERY = 'catalogue';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(node: Tree, part: CataloguePart, prefix: string, deferred: ReadonlySet<string>): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(node)) {
    const path = `${prefix}${key}`;
    if (deferred.has(path)) {
      if (part === 'rest') out[key] = value;
      continue;
    }
    const nested = [...deferred].some((candidate) => candidate.startsWith(`${path}.`));
    if (nested && isTree(value)) {
      const child = pick(value, part, `${path}.`, deferred);
      if (part === 'core' || Object.keys(child).length > 0) out[key] = child;
    } else if (part === 'core') out[key] = value;
  }
  return out;
}

/** One part of a catalogue; `core` and `rest` together hold every key exactly once, but for the left-out sections. */
export function catalogueSlice(catalogue: Tree, part: CataloguePart, deferred: readonly string[] = DEFERRED_PATHS, leftOut: readonly string[] = LEFT_OUT_PATHS): Tree {
  const kept = Object.fromEntries(Object.entries(catalogue).filter(([key]) => !leftOut.includes(key)));
  return pick(kept, part, '', new Set(deferred));
}
