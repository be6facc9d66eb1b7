/**
 * A JSON data block the server put into the page it sent (mock-server/src/static/shell-page.ts);
 * undefined when the page has none or it does not parse. `take` removes it: it is as fresh as the
 * page, and a later read must ask the server.
 */
export function readPageDataBlock(id: string, { take = false } = {}): unknown {
  const block = document.getElementById(id);
  if (take) block?.remove();
  try {
    return block?.textContent ? JSON.parse(block.textContent) : undefined;
  } catch {
    return undefined;
  }
}
