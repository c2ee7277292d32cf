import { loadConfig } from './config';
import { isOneOf } from '../protocol/isOneOf';
import { createServer } from './runtime';
import { closeOnSignals } from './shutdown';
import { projectsWithLetters } from './web/letterProjects';
import { DEMO_PASSWORD, demoEmail, partialEmail } from './seed/accounts';
import { STAGE_DOMAINS, STAGES, stageEmail } from './seed/stages';

const config = loadConfig();
// JSON logs at LOG_LEVEL: warnings and failures by default, every request in production or with LOG_REQUESTS=1.
const app = await createServer(config, { logger: config.logLevel });
closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs });
await app.listen({ port: config.port, host: config.host });

const domains = await app.ctx.db.selectFrom('projects').select(['id', 'domain', 'free']).orderBy('id').execute();
if (config.devPages) {
  const base = `http://localhost:${config.port}`;
  const withLetters = await projectsWithLetters(app.ctx.db);
  const lines = [
    '',
    `Admissions portal reference server (${app.ctx.dbKind === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.dataDir}/portal.sqlite`})`,
    `  Demo projects:        ${base}/`,
    ...domains.map(({ id, domain }) => `  ${domain.padEnd(6)} applicant:   ${base}/${domain}/apply/#/login${withLetters.has(id) ? `   referee: ${base}/${domain}/apply/#/ref_login` : ''}`),
    `  Demo applicants (password ${DEMO_PASSWORD}): an empty account, and one with a partly filled application`,
    ...domains.map(({ domain, free }) => `    ${domain.padEnd(6)} ${free ? '(password-free project: no account needed)' : `${demoEmail(domain).padEnd(26)} ${partialEmail(domain)}`}`),
    `  Demo applicants after submission (password ${DEMO_PASSWORD}): submitted, passed review (supplementary form), invited to interview, admitted`,
    ...domains
      .filter(({ domain }) => isOneOf(STAGE_DOMAINS, domain))
      .map(({ domain }) => `    ${domain.padEnd(6)} ${STAGES.map((stage) => stageEmail(stage, domain).padEnd(26)).join(' ').trimEnd()}`),
    `  Form fixture gallery: ${base}/gallery.html`,
    `  Outbox (e-mail, SMS): ${base}/dev/outbox`,
    `  Operator console:     ${base}/dev/operator`,
    ...(config.testClock ? [`  Test clock (movable): ${base}/dev/clock`] : []),
    `  API document:         ${base}/openapi.json`,
    '',
  ];
  console.log(lines.join('\n'));
} else {
  // Production (NODE_ENV=production): stdout carries JSON log lines only.
  app.log.info({ database: app.ctx.dbKind, projects: domains.map(({ domain }) => domain) }, 'admissions portal reference server ready');
}
