import { createContext, useContext } from 'react';

/**
 * Whether a path opens a screen of this portal, for pages that link onwards. The layout provides `hasScreen`: a page
 * cannot import it, as the route table (which it reads) lazily imports every page.
 */
export const ScreenCheckContext = createContext<(to: string) => boolean>(() => false);

/** The screen check of the surrounding layout (none: every path counts as having no screen). */
export const useScreenCheck = (): ((to: string) => boolean) => useContext(ScreenCheckContext);
