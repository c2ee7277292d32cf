import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, ButtonBase, Link, Skeleton, Typography } from '@mui/material';
import { useT } from '../core/context';
import { type FileRecord, fileKind } from './fileRules';
import { useFileSrc } from './useFileSrc';

/** Height of an image thumbnail, in pixels. */
export const THUMBNAIL_HEIGHT = 90;

const NAME_SX = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** One stored file: a thumbnail (images), a button opening its dialog (PDFs, videos) or a download link; says so when it cannot be shown. */
export function StoredFileLink({ record, onOpen }: { record: FileRecord; onOpen: (src: string) => void }) {
  const t = useT();
  const kind = fileKind(record);
  const file = useFileSrc(record.url, kind !== 'other');
  const viewName = t('media.upload.view', { name: record.name });
  if (file.state === 'failed') {
    return (
      <Typography variant="body2" color="error" role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ...NAME_SX }}>
        <BrokenImageOutlinedIcon fontSize="small" aria-hidden="true" />
        {record.name}: {t('media.file.unavailable')}
      </Typography>
    );
  }
  if (file.state === 'pending') {
    return kind === 'image' ? (
      <Skeleton variant="rounded" width={THUMBNAIL_HEIGHT} height={THUMBNAIL_HEIGHT} aria-hidden="true" />
    ) : (
      <Typography variant="body2" color="text.secondary" sx={NAME_SX}>
        {record.name}
      </Typography>
    );
  }
  const { src } = file;
  if (kind === 'image') {
    return (
      <ButtonBase aria-label={viewName} onClick={() => onOpen(src)} sx={{ borderRadius: 1, overflow: 'hidden', maxWidth: '100%' }}>
        <Box component="img" src={src} alt={record.name} onError={file.onError} sx={{ height: THUMBNAIL_HEIGHT, maxWidth: '100%', objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
    );
  }
  if (kind === 'other') {
    return (
      <Link href={src} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ...NAME_SX }}>
        <DescriptionOutlinedIcon fontSize="small" aria-hidden="true" />
        {record.name}
      </Link>
    );
  }
  return (
    <Link component="button" type="button" aria-label={viewName} onClick={() => onOpen(src)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'start', ...NAME_SX }}>
      {kind === 'pdf' ? <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden="true" /> : <PlayCircleOutlineIcon fontSize="small" aria-hidden="true" />}
      {record.name}
    </Link>
  );
}
