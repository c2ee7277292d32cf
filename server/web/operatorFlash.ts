import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import { parseJson } from '../db/json';
import type { InputError } from './operatorInput';

/** What the page shows after an action: done (with the admission letter link when there is one) or refused. */
export type ActionResult = { done: true; action: string; applicant: string; letter?: string } | { done: false; action: string; applicant: string; refusal: InputError };

const KEPT_MS = 60 * 60 * 1000;

/**
 * The results of recent actions, keyed by an unguessable id the redirect after a POST carries (Post/Redirect/Get), so
 * the banner shows only what the server did, never text taken from an address. Kept in the database for an hour, so
 * that whichever instance serves the redirect shows it.
 */
export class ResultStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async put(result: ActionResult): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    const now = this.now();
    await this.db.deleteFrom('operator_results').where('created_at', '<=', now - KEPT_MS).execute();
    await this.db.insertInto('operator_results').values({ id, result: JSON.stringify(result), created_at: now }).execute();
    return id;
  }

  async get(id: unknown): Promise<ActionResult | undefined> {
    if (typeof id !== 'string' || id === '') return undefined;
    const row = await this.db
      .selectFrom('operator_results')
      .select('result')
      .where('id', '=', id)
      .where('created_at', '>', this.now() - KEPT_MS)
      .executeTakeFirst();
    return row ? parseJson<ActionResult | undefined>(row.result, undefined) : undefined;
  }
}
