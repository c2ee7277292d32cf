import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';

/** The bare layout: the page alone, full width. */
export function BareLayout() {
  return (
    <Box component="main" id="main">
      <Outlet />
    </Box>
  );
}
