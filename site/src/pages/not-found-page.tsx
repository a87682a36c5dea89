import { Link } from 'react-router-dom';
import { PageMeta } from '../ui/page-meta';

export function NotFoundPage() {
  return (
    <section className="section container not-found" data-status="404">
      <PageMeta
        title="Page not found"
        description="The page you are looking for does not exist."
        noindex
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for has moved or never existed. These links may help:</p>
      <p className="not-found__links">
        <Link to="/" className="button button--primary">
          Home page
        </Link>
        <Link to="/services" className="button button--outline">
          Our services
        </Link>
        <Link to="/contact" className="button button--outline">
          Contact us
        </Link>
      </p>
    </section>
  );
}
