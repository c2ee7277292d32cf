import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { FileList } from './FileList';
import type { FileRecord } from './fileRules';

/** Preview mode of a file field: the stored files, each opening its dialog, or `--`. */
export function FilesPreview({ id, label, required, errors, options, sensitive, records }: {
  id: string;
  label: string;
  required: boolean;
  errors: string;
  options: Record<string, unknown>;
  sensitive: boolean;
  records: FileRecord[];
}) {
  return (
    <FieldFrame id={id} label={label} required={required} errors={errors} options={options}>
      <PreviewValue id={id} sensitive={sensitive}>
        {records.length > 0 ? <FileList records={records} /> : ''}
      </PreviewValue>
    </FieldFrame>
  );
}
