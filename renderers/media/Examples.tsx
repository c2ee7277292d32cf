import { Box, Link, Typography } from '@mui/material';
import { usePortalForm, useT } from '../core/context';
import { type ExampleFile, exampleName } from './fileRules';

/** The example files a field offers, as links named in the form's language. */
export function Examples({ examples }: { examples: ExampleFile[] }) {
  const t = useT();
  const { locale } = usePortalForm();
  if (examples.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mt: 1 }}>
      <Typography variant="body2" component="span" color="text.secondary">
        {t('media.upload.examples')}
      </Typography>
      {examples.map((example, index) => (
        <Link key={example.url} href={example.url} target="_blank" rel="noopener noreferrer" variant="body2">
          {exampleName(example, index, locale, t)}
        </Link>
      ))}
    </Box>
  );
}
