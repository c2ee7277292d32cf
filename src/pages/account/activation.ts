import { accountApi } from '../../api';

const pending = new Map<string, Promise<string>>();

/** Activates once per token and page load (a second mount reuses the answer instead of spending the link again). */
export function activateOnce(token: string, call: (token: string) => Promise<string> = accountApi.activateWithMessage): Promise<string> {
  let answer = pending.get(token);
  if (!answer) {
    answer = call(token);
    pending.set(token, answer);
  }
  return answer;
}
