import { Outlet } from 'react-router-dom';

/** The bare layout: the page alone, full width. */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
