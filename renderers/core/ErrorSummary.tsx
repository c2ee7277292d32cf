import { type MouseEvent, forwardRef } from 'react';
import type { PortalError } from '../../schema-adapters/index';
import { Notice } from '../ui/Notice';
import { useT } from './context';
import { inputIdOf, toFormPath } from './formPath';
import { SUMMARY_CLASS } from './summaryStyles';

/**
 * Follows an entry's link to its field's input (or its group's label): scrolled to the middle and focused. One
 * listener on the list serves every link (Enter on a focused link is a click too).
 */
function goToField(event: MouseEvent<HTMLUListElement>) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest('a');
  const target = link?.getAttribute('href')?.slice(1);
  if (!target) return;
  event.preventDefault();
  const element = document.getElementById(target) ?? document.getElementById(`${target}-label`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/** Shown after a failed save attempt; focus moves here, and each entry leads to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: PortalError[]; labelOf: (field: string) => string }>(function ErrorSummary(
  { errors, labelOf },
  ref,
) {
  const t = useT();
  return (
    <Notice severity="error" ref={ref} tabIndex={-1} className={SUMMARY_CLASS} role="alert" data-error-summary title={t('form.errorSummary')}>
      <ul onClick={goToField}>
        {errors.map((error) => (
          <li key={`${error.field}|${error.keyword}|${error.message}`}>
            <a href={`#${inputIdOf(toFormPath(error.field).replace(/_other$/, ''))}`}>{`${labelOf(error.field)}: ${error.message}`}</a>
          </li>
        ))}
      </ul>
    </Notice>
  );
});
