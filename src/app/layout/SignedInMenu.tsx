import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageLink } from '../../components/useFileLink';
import { ICON_PATHS } from '../../../renderers/ui/iconPaths';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PlainChip } from '../../../renderers/ui/PlainChip';
import { useSessionStore } from '../../store';
import { deferredComponent } from '../../../renderers/deferred/deferredComponent';
import { loadThemed } from '../../themes/loadThemed';
import classes from './SignedInMenu.module.css';

/** The dropdown and its dialogs (MUI Menu, Dialog, and MUI's theme) load when the pointer or the focus reaches the button. */
const SignedInMenuPopup = deferredComponent('SignedInMenuPopup', () => loadThemed(() => import('./SignedInMenuPopup').then((module) => module.default)));

/** The user's portrait, or a person on grey as MUI's `Avatar` draws a missing one. */
function Portrait({ src }: { src: string | undefined }) {
  if (src) return <img src={src} alt="" className={classes.avatar} />;
  return (
    <span className={classes.avatar} data-empty="">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
        <path d={ICON_PATHS.person} />
      </svg>
    </span>
  );
}

/** The signed-in user's name and avatar with a dropdown (change password, deregister on ssm, logout). */
export function SignedInMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const portrait = useImageLink(user?.head_portrait);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  if (!user) return null;
  const temporary = user.is_free === 1;
  const name = temporary ? t('portal.nav.temporaryUser') : user.name || user.email || user.mobile || t('portal.nav.userMenu');
  return (
    <>
      {isAdmin && <PlainChip size="small" color="warning" label={t('portal.nav.adminEdit')} data-admin-flag="" />}
      <PlainButton
        color="inherit"
        aria-haspopup="menu"
        data-user-menu=""
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        startIcon={<Portrait src={portrait} />}
        className={classes.button}
        onPointerEnter={SignedInMenuPopup.preload}
        onFocus={SignedInMenuPopup.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {name}
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <SignedInMenuPopup id={menuId} anchor={anchor} temporary={temporary} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
