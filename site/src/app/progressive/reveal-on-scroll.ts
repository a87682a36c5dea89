/**
 * The scroll animation of the spec (1000 ms, ease-out, once, none with reduced motion), run by the
 * page itself rather than by React: server-rendered sections appear as they scroll into view
 * whether or not the app has hydrated, and sections React adds later (a client-side navigation)
 * are picked up by a MutationObserver. The `Reveal` component only renders the markup.
 */
const PENDING = '.reveal[data-reveal="pending"]';

function show(element: Element) {
  element.classList.add('is-visible');
  element.setAttribute('data-reveal', 'done');
}

export function revealOnScroll(root: HTMLElement) {
  const animate =
    typeof IntersectionObserver !== 'undefined' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const observer = animate
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            show(entry.target);
            observer?.unobserve(entry.target); // once
          }
        },
        { rootMargin: '0px 0px -40px 0px', threshold: 0.01 },
      )
    : undefined;
  const watch = (element: Element) => (observer ? observer.observe(element) : show(element));
  const watchWithin = (scope: Element) => {
    if (scope.matches(PENDING)) watch(scope);
    scope.querySelectorAll(PENDING).forEach(watch);
  };

  watchWithin(root);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) watchWithin(node);
      });
    }
  }).observe(root, { childList: true, subtree: true });
}
