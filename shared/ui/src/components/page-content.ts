/**
 * The id a page gives its content when navigation of its own comes first inside `main` (the landing page's hero
 * navigation): the skip link and the focus after a move go there, past that navigation, instead of to `main`.
 * The element needs `tabIndex={-1}` to take focus.
 */
export const pageContentId = 'page-content';

/** Focuses the page's content (`pageContentId`), or `main` on a page without one. */
export function focusPageContent(options?: FocusOptions) {
  (document.getElementById(pageContentId) ?? document.getElementById('main'))?.focus(options);
}
