import { useState } from 'react';
import { useT } from '../core/context';
import type { GroupRows } from './useRows';

/** Deleting a group's rows: the row awaiting confirmation, and the announcement of a deletion for screen readers. */
export function useRowDeletion(group: GroupRows) {
  const t = useT();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const onConfirmDelete = () => {
    if (confirming === null) return;
    group.remove(confirming);
    setAnnouncement(t('group.deleted', { n: confirming + 1 }));
    setConfirming(null);
  };
  const onCancelDelete = () => {
    if (confirming !== null) group.focusLater({ kind: 'delete', key: group.keys[confirming] ?? '' });
    setConfirming(null);
  };
  return { confirming, setConfirming, announcement, onConfirmDelete, onCancelDelete };
}
