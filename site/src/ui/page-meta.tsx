import { pageTitle } from '../content/company';

interface PageMetaProps {
  title: string;
  description: string;
  /** Set for the home page: the title is used as is. */
  exactTitle?: boolean;
}

/** The page's own <title> and meta description (React hoists both into <head>, on the server too). */
export function PageMeta({ title, description, exactTitle = false }: PageMetaProps) {
  return (
    <>
      <title>{exactTitle ? title : pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
