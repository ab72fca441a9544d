/** Whether rich content says anything: text other than spaces, or an image. */
export function hasRichContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

/** The content's size as the server counts it: UTF-8 bytes, embedded images included. */
export function richTextBytes(html: string): number {
  return new Blob([html]).size;
}
