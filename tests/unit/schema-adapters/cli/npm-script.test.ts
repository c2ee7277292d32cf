import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures/index';

const root = new URL('../../../../', import.meta.url).pathname;

function forms(...args: string[]) {
  return spawnSync('npm', ['run', '-s', 'forms', '--', ...args], { cwd: root, encoding: 'utf8' });
}

describe('npm run forms (black box)', () => {
  it('validates files from disk and exits with the documented codes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forms-cli-'));
    const fixture = getFixture('13-phone');
    writeFileSync(join(dir, 'fields.json'), JSON.stringify(fixture.fields));
    writeFileSync(join(dir, 'good.json'), JSON.stringify(fixture.valid[0]?.values));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(fixture.invalid[0]?.values));
    const good = forms('validate', join(dir, 'fields.json'), join(dir, 'good.json'), '--locale', 'en');
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout)).toEqual({ valid: true, errors: [] });
    const bad = forms('validate', join(dir, 'fields.json'), join(dir, 'bad.json'), '--locale', 'en');
    expect(bad.status).toBe(1);
    expect((JSON.parse(bad.stdout) as { valid: boolean }).valid).toBe(false);
    const missing = forms('adapt', join(dir, 'nothing.json'));
    expect(missing.status).toBe(2);
  });
});
