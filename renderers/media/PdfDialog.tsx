import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useT } from '../core/context';

/** A PDF file shown in a dialog through the browser's own viewer. */
export function PdfDialog({ src, name, onClose }: { src: string; name: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="media-pdf-dialog-title">
      <DialogTitle id="media-pdf-dialog-title" sx={{ pr: 6 }}>
        {t('media.pdf.title', { name })}
        <IconButton aria-label={t('media.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ height: '80vh', p: 0 }}>
        <iframe src={src} title={t('media.pdf.title', { name })} style={{ width: '100%', height: '100%', border: 0 }} />
      </DialogContent>
    </Dialog>
  );
}
