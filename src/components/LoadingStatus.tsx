import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner with what is being loaded or checked, announced as a status (MUI's counterpart of LoadState's loading). */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
