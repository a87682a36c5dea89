import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../ui/icon';

/**
 * The header's search: on wide screens a box (a GET form to /search: it works before and without
 * the app; with it, the app navigates), on narrow ones a link to the search page, where the box is.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  return (
    <div className="site-search">
      <form
        role="search"
        aria-label="Site search"
        method="get"
        action="/search"
        className="site-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget).get('q');
          const q = typeof typed === 'string' ? typed.trim() : '';
          void navigate(q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search');
        }}
      >
        <label htmlFor="site-search-q" className="visually-hidden">
          Search the site
        </label>
        <input
          id="site-search-q"
          type="search"
          name="q"
          className="site-search__input"
          placeholder="Search"
          maxLength={200}
          enterKeyHint="search"
        />
        <button type="submit" className="site-search__button">
          <Icon name="search" size={18} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
      <Link to="/search" className="site-search__link">
        <Icon name="search" size={20} />
        <span className="visually-hidden">Search</span>
      </Link>
    </div>
  );
}
