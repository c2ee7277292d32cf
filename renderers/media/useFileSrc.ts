import { usePortalForm } from '../core/context';
import { type FileSrc, useResolvedFile } from './useResolvedFile';

export type { FileSrc } from './useResolvedFile';

/** {@link useResolvedFile} with the form's resolver. */
export function useFileSrc(url: string, inline: boolean): FileSrc {
  return useResolvedFile(url, inline, usePortalForm().fileLink);
}
