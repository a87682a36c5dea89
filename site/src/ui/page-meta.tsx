import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, HeadContext, type HeadData } from '../app/head';
import { pageTitle } from '../content/company';

interface PageMetaProps extends Omit<HeadData, 'title'> {
  title: string;
  /** Set for the home page: the title is used as is. */
  exactTitle?: boolean;
}

/**
 * The page's head tags (title, description, canonical, social cards, JSON-LD). Nothing renders in
 * the page itself: on the server the renderer collects them into the HTML's <head>; in the
 * browser they replace the previous page's tags once the page shows.
 */
/** The absolute origin of canonical URLs (the server's public URL, or the browser's origin). */
export function useOrigin(): string {
  return useContext(HeadContext)?.origin ?? window.location.origin;
}

export function PageMeta({ title, exactTitle = false, ...rest }: PageMetaProps) {
  const context = useContext(HeadContext);
  const { pathname } = useLocation();
  const head: HeadData = { ...rest, title: exactTitle ? title : pageTitle(title) };
  context?.collect?.(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData, context?.origin ?? window.location.origin, pathname);
  }, [key, pathname, context]);
  return null;
}
