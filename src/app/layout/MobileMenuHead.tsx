import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, IconButton, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../store';

/** Props of {@link MobileMenuHead}. */
export interface MobileMenuHeadProps {
  /** The signed-in user when the route shows one, else null. */
  user: SessionUser | null;
  portrait: string | undefined;
  onClose(): void;
}

/** The mobile menu's head in the header's colours: the user's portrait and name, and the close button. */
export function MobileMenuHead({ user, portrait, onClose }: MobileMenuHeadProps) {
  const { t } = useTranslation();
  const top = useTheme().portal.header.top;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, bgcolor: top.bg, color: top.fg }}>
      {user && <Avatar src={portrait} alt="" />}
      <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
        {user ? (user.is_free === 1 ? t('portal.nav.temporaryUser') : user.name || user.email || user.mobile) : ''}
      </Typography>
      <IconButton color="inherit" aria-label={t('portal.nav.closeMenu')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
