import { Alert, Box, Button, Typography } from '@mui/material';
import { type DragEvent, useState } from 'react';
import type { Locale, MessageKey, RawFieldDefinitions } from '../../schema-adapters/index';
import { translate } from '../../schema-adapters/index';
import { type Loaded, readDefinitions } from './readDefinitions';

/** Opens a definitions JSON file from disk, by file picker or drag-and-drop. */
export function DefinitionsPicker({ locale, onLoaded }: { locale: Locale; onLoaded: (name: string, fields: RawFieldDefinitions) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const t = (key: MessageKey) => translate(locale, key);
  const load = async (file: File | undefined) => {
    if (!file) return;
    const loaded: Loaded = await readDefinitions(file, locale);
    if (loaded.ok) {
      setProblem(null);
      onLoaded(loaded.name, loaded.fields);
    } else {
      setProblem(loaded.message);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void load(event.dataTransfer.files[0]);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2, mb: 2 }}
      data-drop-zone
    >
      <Button variant="outlined" component="label" size="small">
        {t('gallery.openFile')}
        <input hidden type="file" accept="application/json,.json" onChange={(event) => void load(event.target.files?.[0])} />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('gallery.dropHint')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
