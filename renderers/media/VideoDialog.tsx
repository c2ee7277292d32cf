import CloseIcon from '@mui/icons-material/Close';
import { Alert, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';
import { useT } from '../core/context';

/** A video in a player dialog; a translated notice replaces it when the browser cannot play it. */
export function VideoDialog({ src, name, onClose }: { src: string; name: string; onClose: () => void }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="media-video-dialog-title">
      <DialogTitle id="media-video-dialog-title" sx={{ pr: 6 }}>
        {t('media.video.title', { name })}
        <IconButton aria-label={t('media.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {broken ? (
          <Alert severity="warning" role="alert">
            {t('media.video.cannotPlay')}
          </Alert>
        ) : (
          <video src={src} controls aria-label={name} style={{ width: '100%', maxHeight: '70vh' }} onError={() => setBroken(true)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
