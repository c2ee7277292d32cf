import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { PortalThemeProvider } from '../../themes/PortalThemeProvider';

/** The bare layout: the page alone, full width. */
export function BareLayout() {
  return (
    <PortalThemeProvider>
      <Box component="main" id="main">
        <Outlet />
      </Box>
    </PortalThemeProvider>
  );
}
