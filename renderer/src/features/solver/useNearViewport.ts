import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true). `eager` starts it
 * true: the first page mounts its image and pen layer in the first render, without waiting a frame for
 * the observer. Without IntersectionObserver (tests) everything counts as near.
 */
export function useNearViewport<E extends Element>(eager: boolean, rootMargin: string) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
