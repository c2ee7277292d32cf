/** What the API client asks of the app: the session token, the language, and what to do when a session expires. */
export interface ClientHooks {
  /** The login token to send, if any. */
  token(): string | null | undefined;
  /** `sc`, `tc` or `en`: sent as the language header. */
  language(): string;
  /** A signed-in call was answered 401: clear the session and send the user to log in (form drafts stay). */
  onUnauthorized(): void;
}

let current: ClientHooks = {
  token: () => null,
  language: () => 'sc',
  onUnauthorized: () => {},
};

/** Installs (part of) the hooks; the app calls this once at start, tests as they need. */
export function installClientHooks(next: Partial<ClientHooks>): void {
  current = { ...current, ...next };
}

/** The installed hooks. */
export function clientHooks(): ClientHooks {
  return current;
}
