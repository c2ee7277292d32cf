import { useResolvedFile } from '../../renderers/media/useResolvedFile';
import { resolveFileLink } from '../api/fileLinks';

/** A stored image's loadable address (a signed link), undefined while it resolves or when there is none. */
export function useImageLink(url: string | null | undefined): string | undefined {
  const file = useResolvedFile(url ?? '', true, url ? resolveFileLink : undefined);
  return url && file.state === 'ready' ? file.src : undefined;
}
