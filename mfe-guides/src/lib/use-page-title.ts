import { useEffect } from 'react';

/**
 * Titles the tab "<title> · Claim Assist" when a page knows a better title than the one in the area's page list (a
 * guide's own title, "Edit Guide"); undefined leaves the shell's. The shell writes its title in an effect of a parent
 * component, which runs after this page's effects when both change in one render (moving between pages of this
 * area), so the page's title is written once those effects have run.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${title} · Claim Assist`;
    });
    return () => {
      current = false;
    };
  }, [title]);
}
