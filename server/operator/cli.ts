import '../messages';
import { translate } from '../../schema-adapters';
import { loadConfig } from '../config';
import { deliveriesSettled } from '../services/outbox';
import { fieldsOfFile, listApplications, OperatorRefusal, performAction } from '../services/operator';
import type { OperatorContext } from '../services/operator/types';
import { diskStore } from '../services/files/diskStore';
import { moveDiskFiles } from '../services/files/moveToStore';
import { postgresStore } from '../services/files/postgresStore';
import { s3Store } from '../services/files/s3Store';
import { type Command, parseCommand, USAGE, UsageError } from './args';
import { openContext } from './context';

const EXIT = { done: 0, refused: 1, usage: 2 } as const;

const line = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

function refused(error: OperatorRefusal): number {
  line({ ok: false, reason: error.reason, message: translate('en', error.reason, error.params) });
  return EXIT.refused;
}

/** Moves the disk's files into the configured store: a line per file that needs a look, then the figures. */
async function moveFiles(ctx: OperatorContext): Promise<number> {
  const { config, db } = ctx;
  const target = config.s3 ? s3Store(config.s3) : config.databaseUrl ? postgresStore(db) : undefined;
  if (!target) throw new OperatorRefusal('server.operator.filesOnDisk');
  const figures = await moveDiskFiles(db, config, diskStore(config), target, (name, outcome) => {
    if (outcome === 'missing' || outcome === 'different') line({ file: name, outcome });
  });
  line({ ok: figures.different.length === 0, store: target.kind, moved: figures.moved, already_there: figures.alreadyThere, bytes_moved: figures.bytesMoved, missing: figures.missing.length, different: figures.different.length });
  return figures.different.length === 0 ? EXIT.done : EXIT.refused;
}

async function run(command: Exclude<Command, { kind: 'help' }>): Promise<number> {
  const action = command.kind === 'action' ? command.build(fieldsOfFile) : undefined;
  const ctx = await openContext(loadConfig());
  try {
    if (command.kind === 'list') {
      for (const summary of await listApplications(ctx, command.domain)) line(summary);
    } else if (command.kind === 'move-files') {
      return await moveFiles(ctx);
    } else if (action) {
      line(await performAction(ctx, { domain: command.domain, applicant: command.applicant }, action));
    }
    return EXIT.done;
  } finally {
    await deliveriesSettled();
    await ctx.db.destroy();
  }
}

/** `npm run operator -- <action> <domain> <applicant> [options]`: one JSON line; exit 0 done, 1 refused, 2 bad arguments. */
async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${USAGE.split('\n')[0]}\n  (--help lists the actions and their options)\n`);
    line({ ok: false, reason: 'usage', message: error.message });
    return EXIT.usage;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.done;
  }
  try {
    return await run(command);
  } catch (error) {
    if (error instanceof OperatorRefusal) return refused(error);
    line({ ok: false, reason: 'error', message: error instanceof Error ? error.message : String(error) });
    return EXIT.refused;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = EXIT.refused;
  },
);
