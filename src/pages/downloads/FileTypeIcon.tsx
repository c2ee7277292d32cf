import Description from '@mui/icons-material/Description';
import FolderZip from '@mui/icons-material/FolderZip';
import Image from '@mui/icons-material/Image';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TextSnippet from '@mui/icons-material/TextSnippet';
import { useTranslation } from 'react-i18next';
import { fileKind, type FileKind } from './fileKind';

const ICONS: Record<FileKind, typeof PictureAsPdf> = {
  pdf: PictureAsPdf,
  text: TextSnippet,
  image: Image,
  archive: FolderZip,
  office: Description,
  other: InsertDriveFile,
};

/** The icon of a file's kind (by the extension of `name`), announced as the kind's name. */
export function FileTypeIcon({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation();
  const kind = fileKind(name);
  const Icon = ICONS[kind];
  return <Icon color="primary" titleAccess={t(`portal.downloads.kind.${kind}`)} data-kind={kind} />;
}
