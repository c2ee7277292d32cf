import { useState } from 'react';
import { usePortalForm } from '../core/context';
import { useResolvedFile } from './useResolvedFile';

/** A file as a control shows it: resolving, not available (refused, or it failed to load), or loadable. */
export type ShownFile = { state: 'pending' } | { state: 'failed' } | { state: 'ready'; src: string; onError: () => void };

/** A file's loadable address through the form's resolver; an element that fails to load it reports `onError`. */
export function useFileSrc(url: string, inline: boolean): ShownFile {
  const file = useResolvedFile(url, inline, usePortalForm().fileLink);
  const [broken, setBroken] = useState<string | null>(null);
  if (file.state !== 'ready') return file;
  const { src } = file;
  return broken === src ? { state: 'failed' } : { state: 'ready', src, onError: () => setBroken(src) };
}
