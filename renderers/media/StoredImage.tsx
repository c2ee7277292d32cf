import { Box, Skeleton, type SxProps, type Theme, Typography } from '@mui/material';
import { useT } from '../core/context';
import { useFileSrc } from './useFileSrc';

/** An image value (a stored file's address or a data: URL), loaded through the form's file links; says so when it cannot be shown. */
export function StoredImage({ url, alt, id, sx }: { url: string; alt: string; id?: string; sx?: SxProps<Theme> }) {
  const t = useT();
  const file = useFileSrc(url, true);
  if (file.state === 'pending') return <Skeleton id={id} variant="rounded" width={240} height={80} aria-hidden="true" />;
  if (file.state === 'failed') {
    return (
      <Typography id={id} variant="body2" color="error" role="status">
        {alt}: {t('media.file.unavailable')}
      </Typography>
    );
  }
  return <Box component="img" id={id} src={file.src} alt={alt} onError={file.onError} sx={sx} />;
}
