import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CssVariables } from '../../../renderers/ui/cssVariables';
import { useProjectStore } from '../../store';
import { usePortalThemeSpec } from '../../themes/usePortalThemeSpec';
import { useProjectTitle } from '../hooks';
import classes from './Footer.module.css';
import { FOOTER_LINK_ROUTES, footerContact, footerLinks } from './footerContact';

/** The footer appears this long after the page (spec section 9). */
export const FOOTER_DELAY_MS = 500;

const Heading = ({ children }: { children: ReactNode }) => <h2 className={classes.heading}>{children}</h2>;

/** The institution's footer: contact details and links in its own layout and colours, shown after 500 ms (its place kept meanwhile). */
export function Footer() {
  const { t } = useTranslation();
  const portal = usePortalThemeSpec();
  const { footer } = portal;
  const { surface } = footer;
  const [shown, setShown] = useState(false);
  const config = useProjectStore((state) => state.projectConfig?.contact);
  const locale = useProjectStore((state) => state.locale);
  const title = useProjectTitle();
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FOOTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const contact = footerContact(config, locale);
  const centred = footer.variant === 'centered' || footer.variant === 'rounded';
  // Laid out from the first paint and only revealed after the delay, so its appearance moves nothing (no layout shift).
  const colours: CssVariables = { ...(shown ? {} : { visibility: 'hidden' }), '--footer-bg': surface.bg, '--footer-fg': surface.fg, '--footer-muted': surface.muted, '--footer-link': surface.link, '--footer-heading': surface.heading, '--footer-rule': footer.rule };
  const copyright = t('portal.footer.copyright', { year: new Date().getFullYear(), title });
  return (
    <footer data-shown={shown} data-institution={portal.institution} data-footer-variant={footer.variant} data-centred={centred} className={classes.footer} style={colours}>
      <div className={classes.columns}>
        {footer.variant === 'columns' && (
          <div>
            <Heading>{title}</Heading>
            <p className={classes.note}>{copyright}</p>
          </div>
        )}
        <div data-footer-contact="">
          <Heading>{t('portal.footer.contact')}</Heading>
          <div className={classes.contact}>
            {contact.email && <a href={`mailto:${contact.email}`} className={classes.link}>{t('portal.footer.email', { value: contact.email })}</a>}
            {contact.phone && <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={classes.link}>{t('portal.footer.phone', { value: contact.phone })}</a>}
            {contact.address && <span>{t('portal.footer.address', { value: contact.address })}</span>}
          </div>
        </div>
        <nav aria-label={t('portal.footer.links')}>
          <Heading>{t('portal.footer.links')}</Heading>
          <ul className={classes.links}>
            {footerLinks(footer.links).map((key) => (
              <li key={key}><RouterLink to={FOOTER_LINK_ROUTES[key]} className={classes.link}>{t(`portal.footer.link.${key}`)}</RouterLink></li>
            ))}
            {contact.website && <li><a href={contact.website} target="_blank" rel="noopener noreferrer" className={classes.link}>{t('portal.footer.link.website')}</a></li>}
          </ul>
        </nav>
      </div>
      {footer.variant !== 'columns' && <p className={classes.copyright}>{copyright}</p>}
    </footer>
  );
}
