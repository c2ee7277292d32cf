import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { type DragEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../core/context';

/** Props of the file picker. */
export interface FilePickerProps {
  /** Id of the file input (the field's input id, so its label and the error summary reach it). */
  id: string;
  /** Extensions without dot. */
  accept: string[];
  multiple: boolean;
  disabled: boolean;
  describedBy?: string | undefined;
  /** Text of the visible button. */
  buttonText: string;
  /** Extra content beside the button (e.g. the record button). */
  children?: ReactNode;
  onFiles: (files: File[]) => void;
}

// Pixel strings: MUI reads a bare `width: 1` as 100 %.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  opacity: 0,
} as const;

/** Hands the chosen files over and empties the input, so that choosing the same file again is a change too. */
const takeFiles = (onFiles: (files: File[]) => void) => (event: FormEvent<HTMLElement>) => {
  const input = event.currentTarget;
  if (!(input instanceof HTMLInputElement)) return;
  const files = Array.from(input.files ?? []);
  input.value = '';
  if (files.length > 0) onFiles(files);
};

type FileButtonProps = Omit<FilePickerProps, 'children'>;

/** The visible button, a label holding the real file input (hidden, but focusable and named by the field label). */
function FileButton({ id, accept, multiple, disabled, describedBy, buttonText, onFiles }: FileButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      variant="outlined"
      size="small"
      tabIndex={-1}
      disabled={disabled}
      startIcon={<UploadFileIcon />}
      sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {buttonText}
      <Box
        component="input"
        id={id}
        type="file"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        accept={accept.map((type) => `.${type}`).join(',')}
        multiple={multiple}
        disabled={disabled}
        sx={visuallyHidden}
        onChange={takeFiles(onFiles)}
      />
    </Button>
  );
}

/** A real file input (named by the field label) behind a button, inside a drop zone. */
export function FilePicker({ children, ...button }: FilePickerProps) {
  const { disabled, onFiles } = button;
  const t = useT();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <Box
      data-drop-zone
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: '1px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 1,
      }}
    >
      <FileButton {...button} />
      {children}
      {!disabled && (
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          {t('media.upload.drop')}
        </Typography>
      )}
    </Box>
  );
}
