import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../components/failureText';

/** The message of an editor's failed action, shown until it is closed ('' when none). */
export function useProblem() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState('');
  return { problem, setProblem, fail: (error: unknown) => setProblem(failureText(error, t)), clearProblem: () => setProblem('') };
}
