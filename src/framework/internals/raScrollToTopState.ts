/**
 * The navigation state that makes react-admin scroll the window to the top on arrival
 * (`useScrollToTop`), as its own row clicks and menu links navigate.
 */
export const raScrollToTopState = { _scrollToTop: true } as const;
