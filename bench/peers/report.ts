import { IMPLEMENTATIONS, type Implementation } from './implementations';
import type { RunFigures } from './scenario';

type Measure = keyof RunFigures;

/** Lower is better for every figure; the headline figures and their names in the last line. */
const HEADLINE: ReadonlyArray<{ measure: Measure; key: string }> = [
  { measure: 'open_ms', key: 'open' },
  { measure: 'first_validation_ms', key: 'first_validation' },
  { measure: 'typing_ms', key: 'typing' },
  { measure: 'commit_ms', key: 'commit' },
  { measure: 'trigger_ms', key: 'trigger' },
  { measure: 'add_row_ms', key: 'add_row' },
  { measure: 'heap_mb', key: 'heap' },
];

/** Median of the figures that were measured (NaN marks a run whose typed text was lost). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const round = (value: number) => Number(value.toFixed(2));

export type Medians = Record<Implementation, RunFigures>;

export function medians(runs: ReadonlyArray<{ impl: Implementation; figures: RunFigures }>): Medians {
  const result = {} as Medians;
  for (const impl of IMPLEMENTATIONS) {
    const own = runs.filter((run) => run.impl === impl).map((run) => run.figures);
    const first = own[0];
    if (!first) throw new Error(`no run of ${impl} finished`);
    result[impl] = Object.fromEntries((Object.keys(first) as Measure[]).map((measure) => [measure, round(median(own.map((figures) => figures[measure])))])) as unknown as RunFigures;
  }
  return result;
}

/** Medians per measure, each peer also as a multiple of the portal's figure (above 1: the portal does less). */
export function markdownTable(table: Medians): string {
  const peers = IMPLEMENTATIONS.filter((impl) => impl !== 'portal');
  const lines = [`| measure (median) | ${IMPLEMENTATIONS.join(' | ')} |`, `|---|${IMPLEMENTATIONS.map(() => '---:').join('|')}|`];
  for (const measure of Object.keys(table.portal) as Measure[]) {
    const portal = table.portal[measure];
    const shown = (value: number) => (Number.isNaN(value) ? 'lost keys' : String(value));
    const ratio = (value: number) => (Number.isNaN(value / portal) ? '' : ` (${round(value / portal)}×)`);
    const cells = peers.map((peer) => `${shown(table[peer][measure])}${ratio(table[peer][measure])}`);
    lines.push(`| ${measure} | ${shown(portal)} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The portal's medians and, per measure, the best peer's figure divided by the portal's (above 1: the portal wins). */
export function summary(table: Medians): Record<string, number> {
  const peers = IMPLEMENTATIONS.filter((impl) => impl !== 'portal');
  const result: Record<string, number> = {};
  for (const { measure, key } of HEADLINE) {
    const best = Math.min(...peers.map((peer) => table[peer][measure]));
    result[`${key}_ratio_best`] = round(best / table.portal[measure]);
  }
  for (const { measure, key } of HEADLINE) result[`portal_${key}_${measure === 'heap_mb' ? 'mb' : 'ms'}`] = table.portal[measure];
  return result;
}
