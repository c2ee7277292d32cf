import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type ReactElement, useState } from 'react';
import type { MessageKey } from '../../schema-adapters/index';
import { useT } from '../core/context';

/** Zoom limits and steps of the image dialog (percent, degrees, pixels). */
export const IMAGE_VIEW = { minZoom: 50, maxZoom: 100, zoomStep: 5, initialZoom: 60, rotateStep: 90, moveStep: 20 } as const;

interface View {
  zoom: number;
  rotate: number;
  x: number;
  y: number;
}

const INITIAL: View = { zoom: IMAGE_VIEW.initialZoom, rotate: 0, x: 0, y: 0 };

/** The CSS transform of an image view. */
export function viewTransform({ zoom, rotate, x, y }: View): string {
  return `translate(${x}px, ${y}px) rotate(${rotate}deg) scale(${zoom / 100})`;
}

/** An image in a dialog: zoom 50–100 % in steps of 5, rotate by 90°, move by 20 px, reset, close (Esc too). */
export function ImageDialog({ src, name, onClose }: { src: string; name: string; onClose: () => void }) {
  const t = useT();
  const [view, setView] = useState<View>(INITIAL);
  const change = (next: (view: View) => View) => setView((current) => next(current));
  const clampZoom = (zoom: number) => Math.min(IMAGE_VIEW.maxZoom, Math.max(IMAGE_VIEW.minZoom, zoom));
  const { moveStep: step } = IMAGE_VIEW;
  const button = (key: MessageKey, icon: ReactElement, action: () => void, disabled = false) => (
    <Tooltip title={t(key)} key={key}>
      <span>
        <IconButton aria-label={t(key)} onClick={action} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="media-image-dialog-title">
      <DialogTitle id="media-image-dialog-title" sx={{ pr: 6 }}>
        {t('media.image.title')}: {name}
        <IconButton aria-label={t('media.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" flexWrap="wrap" alignItems="center" justifyContent="center" role="toolbar" aria-label={t('media.image.title')}>
          {button('media.image.zoomOut', <ZoomOutIcon />, () => change((v) => ({ ...v, zoom: clampZoom(v.zoom - IMAGE_VIEW.zoomStep) })), view.zoom <= IMAGE_VIEW.minZoom)}
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: 88, textAlign: 'center' }}>
            {t('media.image.zoomLevel', { percent: view.zoom })}
          </Typography>
          {button('media.image.zoomIn', <ZoomInIcon />, () => change((v) => ({ ...v, zoom: clampZoom(v.zoom + IMAGE_VIEW.zoomStep) })), view.zoom >= IMAGE_VIEW.maxZoom)}
          {button('media.image.rotate', <RotateRightIcon />, () => change((v) => ({ ...v, rotate: v.rotate + IMAGE_VIEW.rotateStep })))}
          {button('media.image.up', <KeyboardArrowUpIcon />, () => change((v) => ({ ...v, y: v.y - step })))}
          {button('media.image.down', <KeyboardArrowDownIcon />, () => change((v) => ({ ...v, y: v.y + step })))}
          {button('media.image.left', <KeyboardArrowLeftIcon />, () => change((v) => ({ ...v, x: v.x - step })))}
          {button('media.image.right', <KeyboardArrowRightIcon />, () => change((v) => ({ ...v, x: v.x + step })))}
          {button('media.image.reset', <RestartAltIcon />, () => setView(INITIAL))}
        </Stack>
        <Box sx={{ height: '60vh', overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <img src={src} alt={name} style={{ maxWidth: '100%', maxHeight: '100%', transform: viewTransform(view), transition: 'transform 0.2s' }} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
