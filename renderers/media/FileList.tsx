import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, ButtonBase, IconButton, Link, List, ListItem } from '@mui/material';
import { useState } from 'react';
import { useT } from '../core/context';
import { type FileRecord, fileKind } from './fileRules';
import { ImageDialog } from './ImageDialog';
import { PdfDialog } from './PdfDialog';
import { VideoDialog } from './VideoDialog';

/** Height of an image thumbnail, in pixels. */
export const THUMBNAIL_HEIGHT = 90;

/** Stored files: image thumbnails, PDFs and videos opening their dialog, other files as links; remove buttons when editable. */
export function FileList({ records, onRemove }: { records: FileRecord[]; onRemove?: ((index: number) => void) | undefined }) {
  const t = useT();
  const [opened, setOpened] = useState<FileRecord | null>(null);
  if (records.length === 0) return null;
  const close = () => setOpened(null);
  const openedKind = opened ? fileKind(opened) : 'other';
  return (
    <>
      <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        {records.map((record, index) => {
          const kind = fileKind(record);
          const viewName = t('media.upload.view', { name: record.name });
          return (
            <ListItem key={`${record.uid ?? record.url}-${index}`} disableGutters sx={{ width: 'auto', gap: 0.5, alignItems: 'center' }}>
              {kind === 'image' ? (
                <ButtonBase aria-label={viewName} onClick={() => setOpened(record)} sx={{ borderRadius: 1, overflow: 'hidden' }}>
                  <Box component="img" src={record.url} alt={record.name} sx={{ height: THUMBNAIL_HEIGHT, display: 'block' }} />
                </ButtonBase>
              ) : kind === 'other' ? (
                <Link href={record.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <DescriptionOutlinedIcon fontSize="small" aria-hidden="true" />
                  {record.name}
                </Link>
              ) : (
                <Link
                  component="button"
                  type="button"
                  aria-label={viewName}
                  onClick={() => setOpened(record)}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {kind === 'pdf' ? <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden="true" /> : <PlayCircleOutlineIcon fontSize="small" aria-hidden="true" />}
                  {record.name}
                </Link>
              )}
              {onRemove && (
                <IconButton size="small" aria-label={t('media.upload.remove', { name: record.name })} onClick={() => onRemove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </ListItem>
          );
        })}
      </List>
      {opened && openedKind === 'image' && <ImageDialog src={opened.url} name={opened.name} onClose={close} />}
      {opened && openedKind === 'pdf' && <PdfDialog src={opened.url} name={opened.name} onClose={close} />}
      {opened && openedKind === 'video' && <VideoDialog src={opened.url} name={opened.name} onClose={close} />}
    </>
  );
}
