import { useMemo } from 'react';
import type { ActivityContact, ActivityScope } from '../../api/activities';
import { useProjectStore, useSessionStore } from '../../store';
import { scopeOf, useReader } from '../content/useReader';
import { useContactStore } from './contactStore';

/** Who acts on activities now. */
export interface Participant {
  domain: string;
  /** Signed in: the server knows the account (and its contacts). */
  signedIn: boolean;
  /** The scope of every activity call: the project and, for an anonymous visitor, the contact they used. */
  scope: ActivityScope;
  /** The anonymous visitor's remembered contact (null when signed in or none yet). */
  contact: ActivityContact | null;
  /** Only ssm projects list a signed-in applicant's registered activities (spec section 6). */
  seesRegistered: boolean;
}

/** The current participant, with the scope to pass to activity calls. */
export function useParticipant(): Participant {
  const { domain, signedIn } = useReader();
  const remembered = useContactStore((state) => state.byDomain[domain]);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const hasUser = useSessionStore((state) => state.userInfo !== null);
  const isSignedIn = signedIn !== null && hasUser;
  return useMemo(() => {
    const contact = isSignedIn ? null : (remembered ?? null);
    return { domain, signedIn: isSignedIn, scope: { ...scopeOf(domain), ...(contact ?? {}) }, contact, seesRegistered: isSignedIn && userType === 'ssm' };
  }, [domain, isSignedIn, remembered, userType]);
}
