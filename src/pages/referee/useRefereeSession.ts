import { useProjectStore, useSessionStore } from '../../store';
import type { RefereeSession } from '../../store/session';
import { variantOf, type LetterVariant } from './variant';

/**
 * The referee's session of this project (kept across reloads; null when none: open the link again) and the project's
 * letter variant.
 */
export function useRefereeSession(): { session: RefereeSession | null; variant: LetterVariant } {
  const session = useSessionStore((state) => (state.recommender && state.recommender.project.domain === state.shortName ? state.recommender : null));
  const config = useProjectStore((state) => state.projectConfig);
  return { session, variant: variantOf(config?.user_type, config?.layout.name) };
}
