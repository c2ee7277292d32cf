import { randomBytes } from 'node:crypto';
import type { InputError } from './operatorInput';

/** What the page shows after an action: done (with the admission letter link when there is one) or refused. */
export type ActionResult = { done: true; action: string; applicant: string; letter?: string } | { done: false; action: string; applicant: string; refusal: InputError };

const KEPT = 100;

/**
 * The results of recent actions, keyed by an unguessable id the redirect after a POST carries (Post/Redirect/Get), so
 * the banner shows only what this server did, never text taken from an address.
 */
export class ResultStore {
  private readonly results = new Map<string, ActionResult>();

  put(result: ActionResult): string {
    const id = randomBytes(12).toString('base64url');
    this.results.set(id, result);
    for (const key of this.results.keys()) {
      if (this.results.size <= KEPT) break;
      this.results.delete(key);
    }
    return id;
  }

  get(id: string | undefined): ActionResult | undefined {
    return id ? this.results.get(id) : undefined;
  }
}
