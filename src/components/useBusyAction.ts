import { useState } from 'react';

/** What {@link useBusyAction} gives: the action's state and the way to run it. */
export interface BusyAction {
  /** True while an action runs (buttons disable themselves on it). */
  busy: boolean;
  /** The last failure's text for the screen, '' when none (or dismissed). */
  problem: string;
  setProblem: (problem: string) => void;
  /** Runs `action`; a failure becomes `problem` through `describeFailure`, the previous one is cleared first. */
  run: (action: () => Promise<void>, describeFailure: (error: unknown) => string) => Promise<void>;
}

/** A server action started by a button: busy while it runs, its failure kept as text to show. */
export function useBusyAction(): BusyAction {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const run = async (action: () => Promise<void>, describeFailure: (error: unknown) => string) => {
    setBusy(true);
    setProblem('');
    try {
      await action();
    } catch (error) {
      setProblem(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}
