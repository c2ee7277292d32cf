const ROWS: [label: string, keys: string[]][] = [
  ['save requests/s', ['save_rps']],
  ['save p50 / p99 ms', ['save_p50_ms', 'save_p99_ms']],
  ['menu requests/s', ['menu_rps']],
  ['menu p50 / p99 ms', ['menu_p50_ms', 'menu_p99_ms']],
  ['paced save requests/s', ['save_at_target_rps']],
  ['paced save p50 / p99 ms', ['save_at_target_p50_ms', 'save_at_target_p99_ms']],
  ['failed (save, menu, paced)', ['save_failed', 'menu_failed', 'save_at_target_failed']],
  ['queries per save', ['queries_per_save']],
  ['CPU ms per save: server / database', ['server_cpu_ms_per_save', 'database_cpu_ms_per_save']],
];

/** The engines' median figures side by side, one row per measure. */
export function printSideBySide(byEngine: Record<string, Record<string, number>>): void {
  const engines = Object.keys(byEngine);
  const cell = (figures: Record<string, number>, keys: string[]) => keys.map((key) => String(figures[key] ?? '-')).join(' / ');
  const lines = [['median', ...engines], ...ROWS.map(([label, keys]) => [label, ...engines.map((engine) => cell(byEngine[engine] ?? {}, keys))])];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  for (const line of lines) console.log(line.map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]! + 2))).join(''));
}
