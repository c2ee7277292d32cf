import { Component, type ReactNode } from 'react';
import { Notice } from '../ui/Notice';
import { useT } from './context';

/** Shows `fallback` instead of children that threw while rendering. */
export class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ControlFailed() {
  const t = useT();
  return <Notice severity="warning">{t('form.controlFailed')}</Notice>;
}

// Translated only when shown: every field's frame draws a boundary, on every render of the frame.
const failed = <ControlFailed />;

/** Keeps one broken control (a browser without canvas, say) from taking the whole form down with it. */
export function ControlBoundary({ children }: { children: ReactNode }) {
  return <Boundary fallback={failed}>{children}</Boundary>;
}
