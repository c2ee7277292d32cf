import { localized } from '../../i18n';
import type { Locale } from '../../store';
import type { FooterLinkKey } from '../../themes/types';
import { hasScreen } from '../routes/available';

/** A project's contact details for the footer, in the language ('' when not configured). */
export interface FooterContact {
  email: string;
  phone: string;
  address: string;
  website: string;
}

const text = (value: unknown, locale: Locale): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && value !== null) return localized(value as Record<string, string>, locale).trim();
  return '';
};

/** The contact details of the project configuration `contact` (texts may be per language). */
export function footerContact(contact: Record<string, unknown> | null | undefined, locale: Locale): FooterContact {
  const website = text(contact?.website ?? contact?.url, locale);
  return {
    email: text(contact?.email, locale),
    phone: text(contact?.phone, locale),
    address: text(contact?.address, locale),
    website: /^https?:\/\//i.test(website) ? website : '',
  };
}

/** Portal routes of the footer links. */
export const FOOTER_LINK_ROUTES: Readonly<Record<FooterLinkKey, string>> = {
  notices: '/notice',
  articles: '/article',
  help: '/help',
  feedback: '/feedback',
  statement: '/statement',
  applicationGuide: '/application_guide',
  guide: '/guide',
};

/** The institution's footer links that open a screen of this portal, in their order. */
export const footerLinks = (keys: readonly FooterLinkKey[], available: (to: string) => boolean = hasScreen): FooterLinkKey[] =>
  keys.filter((key) => available(FOOTER_LINK_ROUTES[key]));
