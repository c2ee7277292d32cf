import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, List, ListItem } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useT } from '../core/context';
import { deferredComponent } from '../deferred/deferredComponent';
import { type FileRecord, fileKind } from './fileRules';
import { StoredFileLink } from './StoredFileLink';

// The dialogs load with a list that holds a file opening one, in the background, so a field without files never loads them.
const ImageDialog = deferredComponent('ImageDialog', () => import('./ImageDialog').then((module) => module.ImageDialog));
const PdfDialog = deferredComponent('PdfDialog', () => import('./PdfDialog').then((module) => module.PdfDialog));
const VideoDialog = deferredComponent('VideoDialog', () => import('./VideoDialog').then((module) => module.VideoDialog));
const DIALOGS = { image: ImageDialog, pdf: PdfDialog, video: VideoDialog, other: null };

/** A file opened in its dialog, with the loadable address it was shown with. */
interface Opened {
  record: FileRecord;
  src: string;
}

/** Stored files: image thumbnails, PDFs and videos opening their dialog, other files as links; remove buttons when editable. */
export function FileList({ records, onRemove }: { records: FileRecord[]; onRemove?: ((index: number) => void) | undefined }) {
  const t = useT();
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    // One that cannot be loaded shows, once opened, the field's translated failure (its frame's boundary).
    for (const record of records) void DIALOGS[fileKind(record)]?.part.load().catch(() => undefined);
  }, [records]);
  if (records.length === 0) return null;
  const close = () => setOpened(null);
  const openedKind = opened ? fileKind(opened.record) : 'other';
  return (
    <>
      <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1, minWidth: 0 }}>
        {records.map((record, index) => (
          <ListItem key={`${record.uid ?? record.url}-${index}`} disableGutters sx={{ width: 'auto', maxWidth: '100%', gap: 0.5, alignItems: 'center' }}>
            <StoredFileLink record={record} onOpen={(src) => setOpened({ record, src })} />
            {onRemove && (
              <IconButton size="small" aria-label={t('media.upload.remove', { name: record.name })} onClick={() => onRemove(index)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </ListItem>
        ))}
      </List>
      <Suspense fallback={null}>
        {opened && openedKind === 'image' && <ImageDialog src={opened.src} name={opened.record.name} onClose={close} />}
        {opened && openedKind === 'pdf' && <PdfDialog src={opened.src} name={opened.record.name} onClose={close} />}
        {opened && openedKind === 'video' && <VideoDialog src={opened.src} name={opened.record.name} onClose={close} />}
      </Suspense>
    </>
  );
}
