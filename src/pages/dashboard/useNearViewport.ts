import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is on screen or close to it (200 px), then stays true.
 * A drawing costs main-thread time and most charts start below the fold on a phone: they are
 * drawn when the reader scrolls near them, or before printing.
 * Without IntersectionObserver (old browsers, jsdom) everything is drawn at once.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);
  return { ref, near };
}
