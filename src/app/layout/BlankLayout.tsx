import { Container } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { PortalThemeProvider } from '../../themes/PortalThemeProvider';

/** The blank layout: the page centred at most 1200 px wide, no header or footer. */
export function BlankLayout() {
  return (
    <PortalThemeProvider>
      <Container component="main" id="main" maxWidth={false} sx={{ maxWidth: 1200, py: 3 }}>
        <Outlet />
      </Container>
    </PortalThemeProvider>
  );
}
