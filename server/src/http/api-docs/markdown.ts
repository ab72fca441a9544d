import { escapeHtml } from './fields';

/**
 * The little Markdown the document's prose uses (paragraphs, `## ` headings, `- ` lists, `code`,
 * **bold**), as HTML. The text is the contract's own, but it is escaped first all the same.
 */
export function markdownToHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeHtml(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return markdown
    .split(/\n{2,}/)
    .map((block) => {
      if (block.startsWith('## ')) return `<h3>${inline(block.slice(3))}</h3>`;
      if (block.startsWith('- ')) {
        const items = block.split(/\n- /).map((item) => item.replace(/^- /, '').replace(/\n\s*/g, ' '));
        return `<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
      }
      const lines = block.split('\n');
      const listStart = lines.findIndex((line) => line.startsWith('- '));
      if (listStart > 0)
        return `${markdownToHtml(lines.slice(0, listStart).join('\n'))}${markdownToHtml(lines.slice(listStart).join('\n'))}`;
      return `<p>${inline(block.replace(/\n/g, ' '))}</p>`;
    })
    .join('\n');
}
