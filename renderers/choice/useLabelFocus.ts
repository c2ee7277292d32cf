import { type RefObject, useEffect } from 'react';

/** A click on the label `labelId` names focuses `target`, as on a native control (unless it ends a text selection). */
export function useLabelFocus(labelId: string | undefined, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const label = labelId ? document.getElementById(labelId) : null;
    if (!label) return undefined;
    const focus = () => {
      if (getSelection()?.isCollapsed !== false) target.current?.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [labelId, target]);
}
