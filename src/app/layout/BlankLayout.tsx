import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { PortalThemeProvider } from '../../themes/PortalThemeProvider';
import { CENTRED } from './DefaultLayout';

/** The blank layout: the page centred at most 1200 px wide, no header or footer. */
export function BlankLayout() {
  return (
    <PortalThemeProvider>
      <Box component="main" id="main" sx={{ ...CENTRED, py: 3 }}>
        <Outlet />
      </Box>
    </PortalThemeProvider>
  );
}
