import { Outlet } from 'react-router-dom';
import classes from './layouts.module.css';

/** The blank layout: the page centred at most 1200 px wide, no header or footer. */
export function BlankLayout() {
  return (
    <main id="main" className={`${classes.centred} ${classes.blankMain}`}>
      <Outlet />
    </main>
  );
}
