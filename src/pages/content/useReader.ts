import { useSessionStore } from '../../store';
import type { ProjectScope } from '../../api/content';

/** Who reads: the project's domain and, when signed in, a key naming the project and user. */
export interface Reader {
  /** The project domain anonymous calls name ('' before one is known). */
  domain: string;
  /** `{domain}/{uid}` when signed in (read marks apply), else null. */
  signedIn: string | null;
}

/** The project scope of an anonymous call for `domain` (a signed-in reader's calls read their own project anyway). */
export const scopeOf = (domain: string): ProjectScope => (domain ? { domain } : {});

/** The current reader (the project from the session's domain; signed in as the sign-in guard counts it). */
export function useReader(): Reader {
  const domain = useSessionStore((state) => state.shortName);
  const uid = useSessionStore((state) => state.userInfo?.uid ?? '');
  const token = useSessionStore((state) => state.token);
  const signedIn = domain !== '' && uid !== '' && token !== '' ? `${domain}/${uid}` : null;
  return { domain, signedIn };
}
