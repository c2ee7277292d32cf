// The UI kit: MUI's looks (Button, Chip, Link, Paper, Stack, SvgIcon, Alert, CircularProgress, Typography, List,
// IconButton) drawn by static CSS, without MUI. Colours, fonts and radius come from the `--portal-*` CSS variables.
export { Notice, type NoticeProps, type NoticeSeverity } from './Notice';
export { Spinner, type SpinnerProps } from './Spinner';
export { PlainButton, buttonLook, type ButtonLook, type PlainButtonProps } from './PlainButton';
export { PlainChip, type PlainChipProps } from './PlainChip';
export { PlainIcon, type PlainIconProps } from './PlainIcon';
export { PlainLink, linkLook, type PlainLinkProps } from './PlainLink';
export { PlainPaper, type PlainPaperProps } from './PlainPaper';
export { PlainStack, type PlainStackProps } from './PlainStack';
export { ICON_PATHS } from './iconPaths';
export { useMediaQuery } from './useMediaQuery';
/** MUI's Typography variants as classes: `<h2 className={typographyClasses.h5}>`. */
export { default as typographyClasses } from './typography.module.css';
/** MUI's IconButton look for a button or a link: `<button className={iconButtonClasses.iconButton}>`. */
export { default as iconButtonClasses } from './PlainIconButton.module.css';
/** MUI's List and ListItem without paddings: `<ul className={listClasses.list}><li className={listClasses.item}>`. */
export { default as listClasses } from './PlainList.module.css';
