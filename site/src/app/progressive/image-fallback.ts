/**
 * Post images that are missing or broken show the placeholder instead, before hydration too: a
 * capture listener sees every image's `error` event on the page, and images that failed before
 * this script ran are found by their state.
 */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
/** Marks an `<img>` that falls back to the placeholder. */
export const FALLBACK_ATTRIBUTE = 'data-fallback';

export function showPlaceholder(img: HTMLImageElement) {
  img.removeAttribute('srcset');
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

const isBroken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0;

export function fallBackBrokenImages(root: HTMLElement) {
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute(FALLBACK_ATTRIBUTE)) {
        showPlaceholder(target);
      }
    },
    true,
  );
  root.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`).forEach((img) => {
    if (isBroken(img)) showPlaceholder(img);
  });
}
