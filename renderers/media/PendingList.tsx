import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useT } from '../core/context';
import type { PendingUpload } from './useUploads';

/** Files on their way: a progress bar with the percent, or the failure notice with Retry and remove. */
export function PendingList({ pending, onRetry, onRemove }: { pending: PendingUpload[]; onRetry: (key: number) => void; onRemove: (key: number) => void }) {
  const t = useT();
  if (pending.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {pending.map((item) => {
        const remove = (
          <IconButton size="small" aria-label={t('media.upload.remove', { name: item.file.name })} onClick={() => onRemove(item.key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        );
        return item.failed ? (
          <Alert
            key={item.key}
            severity="error"
            role="alert"
            action={
              <>
                <Button color="inherit" size="small" onClick={() => onRetry(item.key)}>
                  {t('media.upload.retry')}
                </Button>
                {remove}
              </>
            }
          >
            {item.file.name}: {t('media.upload.failed')}
          </Alert>
        ) : (
          <Box key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 240 }}>
              {item.file.name}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={item.percent}
              aria-label={t('media.upload.uploading', { name: item.file.name })}
              sx={{ flex: 1, minWidth: 80 }}
            />
            <Typography variant="body2" sx={{ minWidth: 40 }}>{`${item.percent}%`}</Typography>
            {remove}
          </Box>
        );
      })}
    </Stack>
  );
}
