import { useState } from 'react';

/** A group's editable copy of its saved values: dirty when it differs, reset back to them. */
export function useDraft<T>(saved: T) {
  const [draft, setDraft] = useState<T>(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  return { draft, setDraft, dirty, reset: () => setDraft(saved) };
}
