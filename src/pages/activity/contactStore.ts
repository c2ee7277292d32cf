import { create } from 'zustand';
import type { ActivityContact } from '../../api/activities';

interface ContactState {
  /** The contact an anonymous visitor used, per project domain; kept in memory only (this tab, until it reloads). */
  byDomain: Record<string, ActivityContact>;
  remember(domain: string, contact: ActivityContact): void;
}

/** The anonymous visitor's activity contact, so lists and details show their own states. */
export const useContactStore = create<ContactState>()((set) => ({
  byDomain: {},
  remember: (domain, contact) => set((state) => ({ byDomain: { ...state.byDomain, [domain]: contact } })),
}));
