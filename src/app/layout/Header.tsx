import { AppBar, Box, Toolbar } from '@mui/material';
import { LanguageMenu } from './LanguageMenu';
import { ProjectBrand } from './ProjectBrand';
import { UserMenu } from './UserMenu';

/** Props of the headers. */
export interface HeaderProps {
  /** Header user info (hidden on guide, reference, email, password and register routes). */
  showUser: boolean;
}

/** The basic desktop header: logo to home, project title, language dropdown, user menu. */
export function Header({ showUser }: HeaderProps) {
  return (
    <AppBar position="static" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 2, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <ProjectBrand />
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        {showUser && <UserMenu />}
      </Toolbar>
    </AppBar>
  );
}
