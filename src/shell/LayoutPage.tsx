import { createContext, useContext, type ReactNode } from 'react';

/** The current page, handed to the memoised frame (`LayoutFrame`) without re-rendering it. */
export const LayoutPageContext = createContext<ReactNode>(null);

/** Where the frame shows the current page. */
export function LayoutPage() {
  return <>{useContext(LayoutPageContext)}</>;
}
