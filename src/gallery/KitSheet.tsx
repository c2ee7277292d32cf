import '../themes/baseline.css';
import './messages';
import { useEffect, useState } from 'react';
import { LOCALES, type Locale, translate } from '../../schema-adapters/index';
import { PlainButton, PlainLink, typographyClasses as text } from '../../renderers/ui/index';
import { resolveThemeSpec } from '../themes/resolve';
import { applyThemeVariables } from '../themes/themeVariables';
import { KitActions } from './KitActions';
import { kitText } from './kitParts';
import { KitSurfaces } from './KitSurfaces';
import { LANGUAGE_TAGS } from './languageTags';
import { readGalleryState } from './urlState';
import { useDocumentLanguage } from './useDocumentLanguage';
import classes from './KitSheet.module.css';

/** The portal's default theme (no project colour or institution), whose CSS variables colour the kit. */
const THEME = resolveThemeSpec({});

/**
 * The UI kit sheet (`gallery.html?kit=1&locale=en`): every component of `renderers/ui/` in its main states, drawn
 * without MUI under the default theme, for integrators and the kit's screenshot tests.
 */
export function KitSheet() {
  const [locale, setLocale] = useState<Locale>(() => readGalleryState(location.search).locale);
  const t = kitText(locale);
  useDocumentLanguage(locale, 'gallery.kit.title');
  useEffect(() => applyThemeVariables(document.documentElement, THEME), []);
  useEffect(() => history.replaceState(null, '', `?${new URLSearchParams({ kit: '1', locale }).toString()}`), [locale]);
  const fixturesHref = `?${new URLSearchParams({ locale }).toString()}`;

  return (
    <main className={classes.sheet}>
      <header className={classes.header}>
        <h1 className={text.h4}>{t('title')}</h1>
        <PlainLink href={fixturesHref}>{t('fixtures')}</PlainLink>
      </header>
      <p className={`${text.body1} ${text.secondary} ${classes.intro}`}>{t('intro')}</p>
      <div role="group" aria-label={translate(locale, 'gallery.language')} className={classes.languages}>
        {LOCALES.map((code) => (
          <PlainButton key={code} size="small" variant={code === locale ? 'contained' : 'outlined'} aria-pressed={code === locale} lang={LANGUAGE_TAGS[code]} onClick={() => setLocale(code)}>
            {translate(code, `languageNames.${code}`)}
          </PlainButton>
        ))}
      </div>
      <KitActions t={t} />
      <KitSurfaces t={t} fixturesHref={fixturesHref} />
    </main>
  );
}
