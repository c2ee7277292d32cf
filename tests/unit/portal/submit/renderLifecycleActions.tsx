import { fireEvent, render, screen } from '@testing-library/react';
import { LifecycleActions, type LifecycleActionsProps } from '../../../../src/pages/submit/LifecycleActions';
import { InEnglish } from '../account/i18n';

/** Renders the actions on an application in the given state, in English. */
export function renderLifecycleActions(status: LifecycleActionsProps['status'], onChanged: LifecycleActionsProps['onChanged']) {
  return render(
    <InEnglish>
      <LifecycleActions status={status} onChanged={onChanged} />
    </InEnglish>,
  );
}

/** Presses “Withdraw the application”. */
export const clickWithdraw = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw the application' }));
