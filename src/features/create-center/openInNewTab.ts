/**
 * Opens a tab inside the click and sends it to the address once `load` answers. A tab opened after
 * an await no longer counts as the child's own click, and browsers block it as a popup. If `load`
 * fails, the empty tab closes again and the error goes to the caller.
 */
export async function openInNewTabOnceReady(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await load();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
