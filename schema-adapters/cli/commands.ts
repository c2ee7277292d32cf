import { FieldDefinitionError } from '../errors';
import { LIMITS } from '../limits';
import type { Locale, ParseWarning, PortalError } from '../types';
import { LOCALES, isLocale } from '../types';
import { adaptModule, validateModule } from '../runtime/builtinFunctions';
import { asRawDefinitions } from '../runtime/createFormRuntime';

/** What a CLI run prints and how it exits: 0 done/valid, 1 invalid values, 2 unusable input. */
export interface CliResult {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** Reads a file's text; injected so the commands stay free of Node APIs and testable. */
export type ReadText = (path: string) => string;

const USAGE = [
  'usage: npm run forms -- adapt <fields.json> [--locale sc|tc|en]',
  '       npm run forms -- validate <fields.json> <values.json> [--locale sc|tc|en]',
].join('\n');

class UsageError extends Error {}

function unusable(message: string): CliResult {
  return { exitCode: 2, stdout: '', stderr: `${message}\n` };
}

/** The message of a thrown error (of any value that has one). */
function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}

/** One line describing any thrown value, never a stack trace. */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return text.split('\n', 1)[0]?.trim() || 'unknown error';
}

function parseArgs(args: string[]): { positional: string[]; locale: Locale } {
  const positional: string[] = [];
  let locale: Locale = 'sc';
  // One iterator for the loop and for the value after `--locale`, so that value is not read again as an argument.
  const remaining = args[Symbol.iterator]();
  for (const arg of remaining) {
    const inline = arg.startsWith('--locale=') ? arg.slice('--locale='.length) : undefined;
    if (arg === '--locale' || inline !== undefined) {
      const value = inline ?? remaining.next().value;
      if (!isLocale(value)) throw new UsageError(`--locale must be one of ${LOCALES.join(', ')}`);
      locale = value;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  return { positional, locale };
}

function readJson(read: ReadText, path: string, what: string): unknown {
  let text: string;
  try {
    text = read(path);
  } catch (error) {
    throw new UsageError(`cannot read the ${what} file ${path}: ${messageOf(error)}`);
  }
  if (text.length > LIMITS.definitionText) {
    throw new UsageError(`${path}: the ${what} file is ${text.length.toLocaleString('en')} characters; at most ${LIMITS.definitionText.toLocaleString('en')} are allowed`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: the ${what} file is not valid JSON (${messageOf(error)})`);
  }
}

function warningLines(warnings: ParseWarning[]): string {
  return warnings.map((warning) => `warning: ${warning.path}: ${warning.message}\n`).join('');
}

function run(command: string | undefined, positional: string[], locale: Locale, read: ReadText): CliResult {
  const [fieldsPath, valuesPath] = positional;
  if (command === 'adapt' && fieldsPath !== undefined && positional.length === 1) {
    const { warnings, ...adapted } = adaptModule(asRawDefinitions(readJson(read, fieldsPath, 'fields')), { locale });
    return { exitCode: 0, stdout: `${JSON.stringify(adapted, null, 2)}\n`, stderr: warningLines(warnings) };
  }
  if (command === 'validate' && fieldsPath !== undefined && valuesPath !== undefined && positional.length === 2) {
    const fields = asRawDefinitions(readJson(read, fieldsPath, 'fields'));
    const values = readJson(read, valuesPath, 'values');
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      throw new UsageError(`${valuesPath}: the values file must hold one object keyed by field`);
    }
    const { warnings } = adaptModule(fields, { locale });
    const errors: PortalError[] = validateModule(fields, values, { locale });
    const valid = errors.length === 0;
    return { exitCode: valid ? 0 : 1, stdout: `${JSON.stringify({ valid, errors }, null, 2)}\n`, stderr: warningLines(warnings) };
  }
  throw new UsageError(USAGE);
}

/** The operator CLI: `adapt` prints `{ schema, uischema, data }`; `validate` prints `{ valid, errors }`. */
export function runCli(args: string[], read: ReadText): CliResult {
  const [command, ...rest] = args;
  try {
    const { positional, locale } = parseArgs(rest);
    return run(command, positional, locale, read);
  } catch (error) {
    if (error instanceof UsageError) return unusable(error.message);
    if (error instanceof FieldDefinitionError) return unusable(`unusable field definitions: ${error.message}`);
    return unusable(`cannot process the input: ${firstLine(error)}`);
  }
}
