import { Button, FormHelperText, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import SignaturePadLib from 'signature_pad';
import { useT } from '../core/context';
import { StoredImage } from './StoredImage';

const CANVAS_STYLE = { maxWidth: '100%', border: '1px solid #ccc', borderRadius: 4, touchAction: 'none', background: '#fff' } as const;

/** Line width of a signature stroke, in pixels. */
export const SIGNATURE_LINE_WIDTH = 5;

/** The canvas size the portal uses: 850 × 300 on a 1920 × 1200 window, scaled with the window. */
export function signatureCanvasSize(): { width: number; height: number } {
  return { width: Math.round((window.innerWidth / 1920) * 850), height: Math.round((window.innerHeight / 1200) * 300) };
}

/** Props of the signature pad. */
export interface SignaturePadProps {
  /** Id given to the canvas, so the field label and the error summary reach it. */
  id: string;
  /** The stored signature (a PNG data URL or an image address). */
  value: string | undefined;
  disabled: boolean;
  onSave: (dataUrl: string) => void;
}

/**
 * The signature_pad on the canvas while `drawing`: `ready` while it takes strokes (tests and assistive tooling can wait
 * for it: `data-pad-ready`), `unavailable` when the browser refuses a 2D canvas (blocked by a privacy setting, say),
 * which then gets a message, not a crash.
 */
function useSignatureCanvas(drawing: boolean, disabled: boolean) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!drawing || !canvas) return undefined;
    if (!canvas.getContext('2d')) {
      setUnavailable(true);
      return undefined;
    }
    const pad = new SignaturePadLib(canvas, { minWidth: SIGNATURE_LINE_WIDTH, maxWidth: SIGNATURE_LINE_WIDTH, dotSize: SIGNATURE_LINE_WIDTH, penColor: '#000' });
    if (disabled) pad.off();
    padRef.current = pad;
    setReady(!disabled);
    return () => {
      pad.off();
      padRef.current = null;
      setReady(false);
    };
  }, [drawing, disabled]);
  return { canvasRef, padRef, ready, unavailable };
}

/** A saved signature, with "Sign again" unless disabled. */
function SavedSignature({ id, value, disabled, onSignAgain }: { id: string; value: string; disabled: boolean; onSignAgain: () => void }) {
  const t = useT();
  return (
    <Stack spacing={1} alignItems="flex-start">
      <StoredImage url={value} id={id} alt={t('media.signature.saved')} sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }} />
      {!disabled && (
        <Button variant="outlined" size="small" onClick={onSignAgain}>
          {t('media.signature.again')}
        </Button>
      )}
    </Stack>
  );
}

/** Draw, clear and save a signature (loaded in its own chunk with signature_pad); a saved one shows with "Sign again". */
export default function SignaturePad({ id, value, disabled, onSave }: SignaturePadProps) {
  const t = useT();
  const [editing, setEditing] = useState(!value);
  const [size] = useState(signatureCanvasSize);
  const [message, setMessage] = useState('');
  const drawing = editing || !value;
  const { canvasRef, padRef, ready, unavailable } = useSignatureCanvas(drawing, disabled);

  if (!drawing) return <SavedSignature id={id} value={value} disabled={disabled} onSignAgain={() => setEditing(true)} />;

  const save = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setMessage(t('validation.saveSignNoData'));
      return;
    }
    setMessage('');
    onSave(pad.toDataURL('image/png'));
    setEditing(false);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <canvas
        id={id}
        ref={canvasRef}
        role="img"
        data-pad-ready={ready}
        aria-label={t('media.signature.canvas')}
        width={size.width}
        height={size.height}
        style={CANVAS_STYLE}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => padRef.current?.clear()}>
          {t('media.signature.clear')}
        </Button>
        <Button variant="contained" size="small" disabled={disabled} onClick={save}>
          {t('media.signature.save')}
        </Button>
      </Stack>
      {(message || unavailable) && (
        <FormHelperText error role="alert">
          {unavailable ? t('media.signature.unavailable') : message}
        </FormHelperText>
      )}
    </Stack>
  );
}
