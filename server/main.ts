import { loadConfig } from './config';
import { createServer } from './runtime';
import { DEMO_PASSWORD, demoEmail } from './seed/accounts';

const config = loadConfig();
// Failures are always logged; LOG_REQUESTS=1 adds every request.
const app = await createServer(config, { logger: process.env.LOG_REQUESTS === '1' ? 'requests' : 'errors' });
await app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
const domains = await app.ctx.db.selectFrom('projects').select(['domain', 'free']).orderBy('id').execute();
const lines = [
  '',
  `Admissions portal reference server (${app.ctx.dbKind === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.dataDir}/portal.sqlite`})`,
  `  Demo projects:        ${base}/`,
  ...domains.map(({ domain }) => `  ${domain.padEnd(6)} applicant:   ${base}/${domain}/apply/#/login   referee: ${base}/${domain}/apply/#/ref_login`),
  '  Demo applicants (password ' + DEMO_PASSWORD + '):',
  ...domains.map(({ domain, free }) => `    ${domain.padEnd(6)} ${free ? '(password-free project: no account needed)' : demoEmail(domain)}`),
  `  Form fixture gallery: ${base}/gallery.html`,
  config.devPages ? `  Outbox (e-mail, SMS): ${base}/dev/outbox` : '  Outbox page disabled (NODE_ENV=production)',
  `  API document:         ${base}/openapi.json`,
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
