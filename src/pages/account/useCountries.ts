import { useEffect, useState } from 'react';
import type { CountryEntry } from '../../../protocol/content';
import { accountApi } from '../../api';

let cached: Promise<CountryEntry[]> | null = null;

/** The calling regions, fetched once per page load; `error` holds the failure (the list then offers +86 only). */
export function useCountries(): { list: CountryEntry[]; error: unknown } {
  const [list, setList] = useState<CountryEntry[]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    cached ??= accountApi.countries();
    cached.then(
      (entries) => live && setList(entries),
      (failure: unknown) => {
        cached = null;
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { list, error };
}
