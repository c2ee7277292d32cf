import { useEffect, useState } from 'react';
import { REGION_NAMES } from '../../../protocol/regionNames';
import type { PhoneRegion, RegionLocale } from '../../../protocol/regions';

/** Shown until the full list has loaded: the default code, named as the list names it. */
const mainland = (locale: RegionLocale): PhoneRegion[] => [{ iso: 'CN', name: REGION_NAMES.CN?.[locale] ?? '+86', code: '+86' }];

type Loaded = { locale: RegionLocale; regions: PhoneRegion[] } | { locale: RegionLocale; error: unknown };

/**
 * The calling regions named in `locale`. The list (with libphonenumber's metadata) loads in its own chunk, so the
 * login route stays light; until then the select offers the default mainland code. A chunk that cannot load goes to
 * the route's error page, which reloads once for a stale deployment.
 */
export function usePhoneRegions(locale: RegionLocale): PhoneRegion[] {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    import('../../../protocol/regions').then(
      ({ phoneRegions }) => live && setLoaded({ locale, regions: phoneRegions(locale) }),
      (error: unknown) => live && setLoaded({ locale, error }),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.locale === locale ? loaded.regions : mainland(locale);
}
